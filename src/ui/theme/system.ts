import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { recipes, slotRecipes } from './recipes';

// Chakra's default theme minus the recipes Praxis never renders (defaultConfig carries all of them,
// about a third of the sign-in page's JavaScript).
const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    'html, body': { minHeight: '100%' },
    // A printed page (a signed note) shows the document only: the shell's chrome is marked.
    '[data-no-print]': { _print: { display: 'none !important' } },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      sizes: {
        ...tokens.sizes,
        /** The shell's header bar (56 px): what sticky content and scrolled-to anchors clear. */
        header: { value: '3.5rem' },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        fg: {
          ...semanticTokens.colors.fg,
          // red.500 is 3.8:1 on white; error text is small, so AA needs 4.5:1 (red.700 is 8.2:1).
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
      },
    },
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export const system = createSystem(defaultBaseConfig, config);
