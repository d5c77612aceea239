import { Heading } from '@chakra-ui/react';

export default function SignInPage() {
  return <Heading as="h1">Sign in</Heading>;
}
