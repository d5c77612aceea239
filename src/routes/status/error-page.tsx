import { Heading } from '@chakra-ui/react';

export default function ErrorPage() {
  return <Heading as="h1">Something went wrong</Heading>;
}
