import type { ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { system } from '../theme/system';

/** Renders a form as the app does (Chakra, English by default) with a user-event session. */
export function renderAuth(ui: ReactElement) {
  const user = userEvent.setup();
  const view = render(<ChakraProvider value={system}>{ui}</ChakraProvider>);
  return { user, ...view };
}
