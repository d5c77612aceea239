import type { HTMLChakraProps } from '@chakra-ui/react';

/**
 * The look of a menu link, in the sidebar and the horizontal menu alike; the current page stands
 * out by its background, colour and a bar at its inline start, never by a bolder weight: a wider
 * label would wrap onto two lines when chosen ("Practitioner dashboard" in a 16 rem sidebar).
 */
export function navLinkStyle(active: boolean): HTMLChakraProps<'a'> {
  return {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    minH: '10',
    px: '3',
    borderRadius: 'md',
    fontWeight: 'normal',
    bg: active ? 'colorPalette.muted' : undefined,
    color: active ? 'colorPalette.fg' : 'fg',
    _before: active
      ? {
          content: '""',
          position: 'absolute',
          insetInlineStart: '0',
          insetBlock: '2',
          width: '1',
          borderRadius: 'full',
          bg: 'colorPalette.solid',
        }
      : undefined,
    _hover: { bg: 'colorPalette.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
  };
}
