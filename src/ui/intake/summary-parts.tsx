import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One titled part of the signed summary. */
export function SummaryPart(props: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2" aria-label={props.title}>
      <Heading as="h3" size="sm">
        {props.title}
      </Heading>
      {props.children}
    </Stack>
  );
}

/** A label and its answer; an empty answer reads "Not recorded". */
export function SummaryLine(props: { label: string; value: string; empty: string }) {
  const blank = props.value.trim() === '';
  return (
    <Box>
      <Text fontWeight="medium">{props.label}</Text>
      <Text whiteSpace="pre-wrap" color={blank ? 'fg.muted' : undefined}>
        {blank ? props.empty : props.value}
      </Text>
    </Box>
  );
}
