import { Heading } from '@chakra-ui/react';

export default function OfflinePage() {
  return <Heading as="h1">You are offline</Heading>;
}
