import { Button, Field, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-context';
import type { AvailabilityErrors } from './availability-form';

type RowError = AvailabilityErrors extends Map<string, infer E> ? E : never;

/** What a row's inputs carry so its error is read with them (nothing while it has none). */
export const describedByError = (key: string, error: RowError | undefined) =>
  error ? { 'aria-describedby': `${key}-error` } : {};

/**
 * One row of the availability lists (a working-hours interval, a date off, a holiday): its
 * inputs, a remove button named for the row beside them, and its error under them.
 */
export function AvailabilityRow(props: {
  rowKey: string;
  error: RowError | undefined;
  /** The remove button's accessible name, naming the row (its visible text is "Remove"). */
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Field.Root invalid={props.error !== undefined}>
      <HStack gap="2" wrap="wrap">
        {props.children}
        <Button size="sm" variant="ghost" aria-label={props.removeLabel} onClick={props.onRemove}>
          {t('clinic.availability.remove')}
        </Button>
      </HStack>
      {props.error && (
        <Field.ErrorText id={`${props.rowKey}-error`}>
          {t(`clinic.availability.error.${props.error}`)}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}

/** The button under a list that adds a row to it. */
export function AddRowButton({ onAdd, children }: { onAdd: () => void; children: ReactNode }) {
  return (
    <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onAdd}>
      {children}
    </Button>
  );
}
