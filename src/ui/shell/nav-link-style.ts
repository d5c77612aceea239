import type { HTMLChakraProps } from '@chakra-ui/react';

/** The look of a menu link, in the sidebar and the horizontal menu alike; the current page stands out. */
export function navLinkStyle(active: boolean): HTMLChakraProps<'a'> {
  return {
    display: 'flex',
    alignItems: 'center',
    minH: '10',
    px: '3',
    borderRadius: 'md',
    fontWeight: active ? 'semibold' : 'normal',
    bg: active ? 'colorPalette.muted' : undefined,
    color: active ? 'colorPalette.fg' : 'fg',
    _hover: { bg: 'colorPalette.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
  };
}
