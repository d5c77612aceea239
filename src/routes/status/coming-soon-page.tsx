import { Heading } from '@chakra-ui/react';

export default function ComingSoonPage() {
  return <Heading as="h1">Coming soon</Heading>;
}
