import { Box, HStack, Stack, useBreakpointValue } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A list of rows as a table where it fits and as cards on a phone (below the `md` breakpoint),
 * where a table's last columns (its actions) would scroll out of the screen. Only the one shown is
 * rendered: a long list is not in the page twice, and every name, row and button is found once.
 */
export function ResponsiveRows({ cards, table }: { cards: ReactNode; table: ReactNode }) {
  // Read from the window at once (no server render here), so a phone never draws the table first.
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false });
  return <>{wide ? table : cards}</>;
}

export interface RowCardsProps {
  /** Names the list, as a table's caption would. */
  label: string;
  busy?: boolean;
  children: ReactNode;
}

/** The cards of a list, one `<li>` each. */
export function RowCards({ label, busy, children }: RowCardsProps) {
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label={label} aria-busy={busy}>
      {children}
    </Stack>
  );
}

export interface RowCardProps {
  /** The row's main name (a person, a patient's link), in the card's first line. */
  title: ReactNode;
  /** Shown at the end of the title line: a status badge. */
  badge?: ReactNode;
  /** Below the title: `CardFields`, `CardActions`. */
  children?: ReactNode;
  /** The row's data attributes (e.g. `data-shade`), as its table row carries them. */
  attributes?: { [name: `data-${string}`]: string };
}

/** One row of a table as a card: its title, then its other columns and its actions. */
export function RowCard({ title, badge, attributes, children }: RowCardProps) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" minW="0" {...attributes}>
      <HStack justify="space-between" align="start" gap="2">
        <Box minW="0" overflowWrap="anywhere">
          {title}
        </Box>
        {badge}
      </HStack>
      {children}
    </Box>
  );
}

/**
 * A card's other columns, each a labelled line (a description list: the column's header, then its
 * value), the values lined up after the longest label.
 */
export function CardFields({ children }: { children: ReactNode }) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns="auto minmax(0, 1fr)"
      columnGap="3"
      rowGap="1"
      mt="2"
      textStyle="sm"
    >
      {children}
    </Box>
  );
}

/** One labelled line of a card; a long value wraps in its column rather than widen the card. */
export function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    // The pair's wrapper draws no box: its label and value are cells of the list's grid.
    <Box display="contents">
      <Box as="dt" color="fg.muted">
        {label}
      </Box>
      <Box as="dd" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}

/** A card's actions: they share the card's width and wrap, so every one stays on the screen. */
export function CardActions({ children }: { children: ReactNode }) {
  return (
    <HStack gap="2" mt="3" wrap="wrap" css={{ '& > *': { flex: '1 1 auto' } }}>
      {children}
    </HStack>
  );
}
