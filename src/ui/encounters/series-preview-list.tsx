import { Badge, Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { SeriesPreviewResponse } from '../../../common/contracts/series.contract';
import { useI18n } from '../i18n/i18n-context';
import { FormFailure } from '../session/form-alerts';
import { formatInstant, formatTimeRange } from './session-time';

export interface SeriesPreviewListProps {
  preview: SeriesPreviewResponse;
  /** The clinic's IANA time zone: every date and time is shown in it. */
  timeZone: string;
}

/**
 * A series before it is booked: every occurrence with its conflicts named (the clinician's or the
 * patient's other session) and whether it lies outside the clinician's working hours, then the
 * dates skipped and why. Nothing is booked while a conflict remains; the form says so here.
 */
export function SeriesPreviewList({ preview, timeZone }: SeriesPreviewListProps) {
  const { t, locale } = useI18n();
  const zone = { locale, timeZone };
  const conflicted = preview.occurrences.filter((o) => o.conflicts.length > 0).length;
  const outside = preview.occurrences.some((o) => o.outsideAvailability);
  return (
    <Stack gap="3" as="section" aria-labelledby="series-preview-title">
      <Heading as="h3" size="sm" id="series-preview-title">
        {t('sessions.series.previewTitle')}
      </Heading>
      <Text>
        {t('sessions.series.summary', {
          count: preview.occurrences.length,
          conflicts: conflicted,
        })}
      </Text>
      {conflicted > 0 && <FormFailure title={t('sessions.series.blocked')} />}
      {outside && conflicted === 0 && <Text>{t('sessions.series.outsideConfirm')}</Text>}
      <List.Root as="ol" gap="2" ps="5">
        {preview.occurrences.map((o) => (
          <List.Item key={o.date}>
            <Stack gap="1">
              <Text fontWeight="medium">
                {formatInstant(o.startsAt, { ...zone, style: 'weekdayDate' })},{' '}
                {formatTimeRange(o.startsAt, o.endsAt, zone)}
              </Text>
              <Box display="flex" flexWrap="wrap" gap="2">
                {o.conflicts.length === 0 && !o.outsideAvailability && (
                  <Badge colorPalette="green">{t('sessions.series.free')}</Badge>
                )}
                {o.conflicts.map((c) => (
                  <Badge key={`${c.with}-${c.session.id}`} colorPalette="red">
                    {t(
                      c.with === 'clinician'
                        ? 'sessions.series.conflictClinician'
                        : 'sessions.series.conflictPatient',
                      {
                        from: formatInstant(c.session.startsAt, { ...zone, style: 'time' }),
                        to: formatInstant(c.session.endsAt, { ...zone, style: 'time' }),
                      },
                    )}
                  </Badge>
                ))}
                {o.outsideAvailability && (
                  <Badge colorPalette="orange">{t('sessions.series.outside')}</Badge>
                )}
              </Box>
            </Stack>
          </List.Item>
        ))}
      </List.Root>
      {preview.skipped.length > 0 && (
        <Stack gap="1">
          <Heading as="h4" size="xs">
            {t('sessions.series.skippedTitle')}
          </Heading>
          <List.Root gap="1" ps="5">
            {preview.skipped.map((s) => (
              <List.Item key={s.date}>
                {t(`sessions.series.skipped.${s.reason}`, {
                  date: formatInstant(`${s.date}T12:00:00Z`, { ...zone, style: 'date' }),
                })}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </Stack>
  );
}
