import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../ui/theme/system';
import { AppRouter } from '../routes/app-router';

export function App() {
  return (
    <ChakraProvider value={system}>
      <AppRouter />
    </ChakraProvider>
  );
}
