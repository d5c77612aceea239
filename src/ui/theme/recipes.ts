import {
  alertSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  dataListSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  markRecipe,
  listSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  separatorRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import type { RecipeDefinition } from '@chakra-ui/react';

// Only the recipes of the Chakra components every page may render (the shell, forms, tables):
// each one left out of the system saves its bytes and its styles' serialisation at start-up.
// A component that only some pages or an overlay fetched on demand render (dialogs, drawers,
// menus, tabs, selects…) gets its recipe where it is rendered, `<Dialog.Root
// recipe={dialogSlotRecipe}>`, so the recipe travels in that page's or overlay's chunk.
// system.test.ts names a component that has its recipe in neither place.

/**
 * Chakra's solid button lightens on hover (its fill at 90 % opacity): white text on blue falls to
 * 4.36:1, under WCAG AA's 4.5:1 (axe found it in the literature e2e). Praxis darkens it instead,
 * one step of the palette; everything else is Chakra's button.
 */
export const SOLID_BUTTON_ACTIVE_BG = 'colorPalette.700';
const solid = buttonRecipe.variants?.variant?.solid;
const accessibleButtonRecipe: RecipeDefinition = {
  ...buttonRecipe,
  variants: {
    ...buttonRecipe.variants,
    variant: {
      ...buttonRecipe.variants?.variant,
      solid: {
        ...solid,
        _hover: { bg: SOLID_BUTTON_ACTIVE_BG },
        _expanded: { bg: SOLID_BUTTON_ACTIVE_BG },
      },
    },
  },
};

export const recipes = {
  badge: badgeRecipe,
  button: accessibleButtonRecipe,
  checkmark: checkmarkRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  mark: markRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  table: tableSlotRecipe,
};

// The recipes passed to a component's root where it is rendered (see the note at the top), so
// that this file lists every recipe Praxis uses.
export {
  avatarSlotRecipe,
  codeRecipe,
  colorSwatchRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  segmentGroupSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
