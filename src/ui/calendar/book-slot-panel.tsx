import { Box, Button, Field, HStack, Input, Link, List, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { PatientSummary } from '../../../common/contracts/patients.contract';
import { Isolate } from '../format/isolate';
import { useT } from '../i18n/i18n-context';
import { FormFailure } from '../session/form-alerts';

export interface BookSlotPanelProps {
  /** The slot in words, e.g. "Monday, November 30, 2026, 9:00 AM". */
  when: string;
  /** The clinician whose calendar it is; null in the whole clinic's. */
  clinician: string | null;
  /** The patients found so far: null before a search. */
  results: PatientSummary[] | null;
  searching: boolean;
  failed: boolean;
  onSearch: (q: string) => void;
  /** The booking form's address for a patient, prefilled with the slot. */
  hrefOf: (patient: PatientSummary) => string;
  onNavigate: (href: string) => void;
  onCancel: () => void;
}

/**
 * "Book a session" from an empty slot: find the patient, then open the booking form prefilled
 * with the slot's clinician, date and time (the form checks and books as it always does).
 */
export function BookSlotPanel(props: BookSlotPanelProps) {
  const t = useT();
  const [q, setQ] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (q.trim()) props.onSearch(q.trim());
  };
  return (
    <Box as="section" borderWidth="1px" borderRadius="md" padding="4" aria-labelledby="book-slot">
      <Stack gap="3">
        <Text id="book-slot" fontWeight="semibold">
          {props.clinician
            ? t('calendar.book.titleWith', { clinician: props.clinician, when: props.when })
            : t('calendar.book.title', { when: props.when })}
        </Text>
        <form onSubmit={submit} role="search" aria-labelledby="book-slot">
          <HStack gap="2" align="end" flexWrap="wrap">
            <Field.Root width="auto">
              <Field.Label fontSize="sm">{t('calendar.book.search')}</Field.Label>
              <Input
                size="sm"
                value={q}
                autoComplete="off"
                ref={(element) => element?.focus()}
                onChange={(event) => setQ(event.target.value)}
              />
            </Field.Root>
            <Button size="sm" type="submit" loading={props.searching}>
              {t('calendar.book.find')}
            </Button>
            <Button size="sm" variant="outline" onClick={props.onCancel}>
              {t('calendar.book.cancel')}
            </Button>
          </HStack>
        </form>
        {props.failed && <FormFailure title={t('calendar.book.failed')} />}
        {props.results?.length === 0 && <Text role="status">{t('calendar.book.none')}</Text>}
        {props.results && props.results.length > 0 && (
          <List.Root aria-label={t('calendar.book.results')} gap="1">
            {props.results.map((patient) => {
              const href = props.hrefOf(patient);
              return (
                <List.Item key={patient.id}>
                  <Link
                    href={href}
                    onClick={(event) => {
                      event.preventDefault();
                      props.onNavigate(href);
                    }}
                  >
                    <Isolate>
                      {patient.givenName} {patient.familyName}
                    </Isolate>
                  </Link>{' '}
                  <Text as="span" color="fg.muted" fontSize="sm">
                    {patient.mrn} · {patient.birthDate}
                  </Text>
                </List.Item>
              );
            })}
          </List.Root>
        )}
      </Stack>
    </Box>
  );
}
