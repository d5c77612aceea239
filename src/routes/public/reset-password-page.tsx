import { Heading } from '@chakra-ui/react';

export default function ResetPasswordPage() {
  return <Heading as="h1">Reset password</Heading>;
}
