import { Heading } from '@chakra-ui/react';

export default function MainLayoutRoute() {
  return <Heading as="h1">Praxis</Heading>;
}
