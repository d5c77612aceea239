import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface StatusPageProps {
  icon: LucideIcon;
  /** A short code above the title, e.g. 404. */
  code?: string;
  title: string;
  body: string;
  /** A second paragraph (e.g. "what you typed is kept"). */
  note?: string;
  /** The way back: a link or a button. */
  action?: ReactNode;
  /** Centred in the whole viewport (a page of its own) rather than in the content region. */
  fullPage?: boolean;
  /** Announce the page when it replaces content by itself (offline). */
  live?: boolean;
}

/** 404, coming soon, error and offline: what happened, why, and a way back. */
export function StatusPage({
  icon: Icon,
  code,
  title,
  body,
  note,
  action,
  fullPage = false,
  live = false,
}: StatusPageProps) {
  return (
    <Box
      as={fullPage ? 'main' : 'section'}
      role={live ? 'status' : undefined}
      minH={fullPage ? '100dvh' : undefined}
      display="flex"
      alignItems="center"
      justifyContent="center"
      px="6"
      py="16"
      bg={fullPage ? 'bg.subtle' : undefined}
      color="fg"
    >
      <Stack gap="4" maxW="lg" textAlign="center" alignItems="center">
        <Box color="blue.700" _dark={{ color: 'blue.300' }}>
          <Icon size={48} aria-hidden="true" />
        </Box>
        {code && (
          <Text fontSize="5xl" fontWeight="bold" lineHeight="1" aria-hidden="true">
            {code}
          </Text>
        )}
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{body}</Text>
        {note && <Text color="fg.muted">{note}</Text>}
        {action}
      </Stack>
    </Box>
  );
}
