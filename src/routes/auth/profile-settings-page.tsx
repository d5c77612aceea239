import { Heading } from '@chakra-ui/react';

export default function ProfileSettingsPage() {
  return <Heading as="h1">Profile settings</Heading>;
}
