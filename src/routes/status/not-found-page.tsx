import { Heading } from '@chakra-ui/react';

export default function NotFoundPage() {
  return <Heading as="h1">Page not found</Heading>;
}
