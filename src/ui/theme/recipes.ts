import {
  alertSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  colorSwatchRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
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
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  separatorRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import type { RecipeDefinition } from '@chakra-ui/react';

// Only the recipes of the Chakra components Praxis renders: each one left out of the bundle saves
// its bytes and its styles' serialisation at start-up. A new component needs its recipe here;
// recipes.test.ts names the one that is missing.

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
  colorSwatch: colorSwatchRecipe,
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
  avatar: avatarSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tooltip: tooltipSlotRecipe,
};
