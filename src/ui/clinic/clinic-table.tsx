import { Button, Stack, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-context';
import { FormFailure } from '../session/form-alerts';

/** A clinic list whose read failed, with a retry when the page offers one. */
export function ListFailure({ title, onRetry }: { title: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <Stack gap="2" align="start">
      <FormFailure title={title} />
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          {t('clinic.retry')}
        </Button>
      )}
    </Stack>
  );
}

export interface ClinicTableProps {
  /** Names the table (its caption) and the scrolling region around it. */
  title: string;
  /** A read is under way. */
  busy?: boolean;
  /** The header and the body. */
  children: ReactNode;
}

/** A clinic list as a small table that scrolls sideways when wide. */
export function ClinicTable({ title, busy, children }: ClinicTableProps) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      // A wide table scrolls sideways: the keyboard must reach it too.
      tabIndex={0}
      role="region"
      aria-label={title}
    >
      <Table.Root size="sm" aria-busy={busy}>
        <Table.Caption srOnly>{title}</Table.Caption>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}
