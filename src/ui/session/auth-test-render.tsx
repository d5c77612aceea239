import type { ReactElement, ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { system } from '../theme/system';

function Providers({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}

/** Renders a form as the app does (Chakra, English by default); `rerender` keeps the providers. */
export function renderAuth(ui: ReactElement) {
  // No pause between keystrokes: the forms do nothing time-based and the CI machine is slow.
  const user = userEvent.setup({ delay: null });
  return { user, ...render(ui, { wrapper: Providers }) };
}
