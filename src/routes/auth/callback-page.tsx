import { Heading } from '@chakra-ui/react';

export default function CallbackPage() {
  return <Heading as="h1">Signing in</Heading>;
}
