import { Heading } from '@chakra-ui/react';

export default function ChangePasswordPage() {
  return <Heading as="h1">Change password</Heading>;
}
