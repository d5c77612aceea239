import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';

/** An icon button that reads on any of the twelve header colours (white on colour, white focus ring). */
export const HeaderButton = forwardRef<HTMLButtonElement, IconButtonProps>(
  function HeaderButton(props, ref) {
    return (
      <IconButton
        ref={ref}
        variant="ghost"
        color="white"
        size="sm"
        position="relative"
        _hover={{ bg: 'whiteAlpha.300' }}
        // Chakra's ghost variant would paint a pale background when expanded, hiding the white icon.
        _expanded={{ bg: 'whiteAlpha.300' }}
        _focusVisible={{ outline: '2px solid white', outlineOffset: '1px' }}
        {...props}
      />
    );
  },
);
