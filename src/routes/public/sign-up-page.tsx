import { Heading } from '@chakra-ui/react';

export default function SignUpPage() {
  return <Heading as="h1">Sign up</Heading>;
}
