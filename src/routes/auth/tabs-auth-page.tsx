import { Heading } from '@chakra-ui/react';

export default function TabsAuthPage() {
  return <Heading as="h1">Sign in or sign up</Heading>;
}
