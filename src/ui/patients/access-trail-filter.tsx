import { Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { RECORD_ACCESS_ACTIONS } from '../../../common/contracts/patients.contract';
import { useT } from '../i18n/i18n-context';
import type { TrailFilterError, TrailFilterValues } from './access-trail-filter-values';
import { LabelledSelect } from './labelled-select';

export type TrailExportState = 'idle' | 'exporting' | 'failed' | 'done';

export interface AccessTrailFilterProps {
  /** The clinic's members, to narrow the trail to one. */
  members: readonly { id: string; name: string }[];
  values: TrailFilterValues;
  onChange: (values: TrailFilterValues) => void;
  error?: TrailFilterError | undefined;
  onExport: () => void;
  exportState: TrailExportState;
}

/**
 * What an auditor narrows the access trail to — one member, one kind of action, a span of the
 * clinic's days, one record (chosen on a line that names it) — and the CSV of what the filter shows, for their own tools.
 */
export function AccessTrailFilter(props: AccessTrailFilterProps) {
  const t = useT();
  const id = useId();
  const { values } = props;
  const change = (next: Partial<TrailFilterValues>) => props.onChange({ ...values, ...next });
  const errorId = `${id}-error`;
  return (
    <Stack gap="3" role="group" aria-label={t('patientChart.access.filter.label')}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <LabelledSelect
          label={t('patientChart.access.filter.member')}
          value={values.userId}
          options={[
            { value: '', label: t('patientChart.access.filter.anyMember') },
            ...props.members.map((member) => ({ value: member.id, label: member.name })),
          ]}
          onChange={(userId) => change({ userId })}
        />
        <LabelledSelect
          label={t('patientChart.access.filter.action')}
          value={values.action}
          options={[
            { value: '', label: t('patientChart.access.filter.anyAction') },
            ...RECORD_ACCESS_ACTIONS.map((action) => ({
              value: action,
              label: t(`patientChart.access.action.${action}`),
            })),
          ]}
          onChange={(action) => change({ action })}
        />
        <Field.Root invalid={props.error !== undefined}>
          <Field.Label>{t('patientChart.access.filter.from')}</Field.Label>
          <Input
            type="date"
            value={values.fromDay}
            aria-describedby={props.error ? errorId : undefined}
            onChange={(event) => change({ fromDay: event.target.value })}
          />
        </Field.Root>
        <Field.Root invalid={props.error !== undefined}>
          <Field.Label>{t('patientChart.access.filter.to')}</Field.Label>
          <Input
            type="date"
            value={values.toDay}
            aria-describedby={props.error ? errorId : undefined}
            onChange={(event) => change({ toDay: event.target.value })}
          />
        </Field.Root>
      </SimpleGrid>
      {values.recordId && (
        <HStack gap="2" wrap="wrap">
          <Text fontSize="sm">
            {t('patientChart.access.filter.oneRecord', { what: values.recordLabel })}
          </Text>
          <Button
            size="xs"
            variant="outline"
            onClick={() => change({ recordId: '', recordLabel: '' })}
          >
            {t('patientChart.access.filter.everyRecord')}
          </Button>
        </HStack>
      )}
      {props.error && (
        <Text id={errorId} role="alert" fontSize="sm" color="fg.error">
          {t(`patientChart.access.filter.error.${props.error}`)}
        </Text>
      )}
      <HStack gap="3" wrap="wrap">
        <Button
          variant="outline"
          size="sm"
          onClick={props.onExport}
          disabled={props.error !== undefined}
          loading={props.exportState === 'exporting'}
        >
          {t('patientChart.access.filter.export')}
        </Button>
        <Text
          role="status"
          fontSize="sm"
          color={props.exportState === 'failed' ? 'fg.error' : 'fg.muted'}
        >
          {props.exportState === 'failed'
            ? t('patientChart.access.filter.exportFailed')
            : props.exportState === 'done'
              ? t('patientChart.access.filter.exported')
              : ''}
        </Text>
      </HStack>
    </Stack>
  );
}
