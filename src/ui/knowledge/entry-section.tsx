import { Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** One titled part of an entry, named by its heading for assistive technology. */
export function EntrySection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2">
      <Heading as="h3" size="md" id={headingId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
