import { Heading } from '@chakra-ui/react';

export default function LogoutPage() {
  return <Heading as="h1">Logout</Heading>;
}
