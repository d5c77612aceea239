import { Badge, Box, Checkbox, Heading, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import {
  keptOccurrences,
  type SeriesPreviewResponse,
} from '../../../common/contracts/series.contract';
import { useI18n } from '../i18n/i18n-context';
import { FormFailure } from '../session/form-alerts';
import { formatInstant, formatTimeRange } from './session-time';

export interface SeriesPreviewListProps {
  preview: SeriesPreviewResponse;
  /** The clinic's IANA time zone: every date and time is shown in it. */
  timeZone: string;
  /** The dates the member leaves out: not booked, not counted, their conflicts no obstacle. */
  leftOut?: readonly string[];
  /** Given: each date gets a "Leave this date out" box (checked: left out). */
  onLeaveOut?: (date: string, leftOut: boolean) => void;
}

/**
 * A series before it is booked: every occurrence with its conflicts named (the clinician's or the
 * patient's other session) and whether it lies outside the clinician's working hours, then the
 * dates skipped and why. Each date may be left out (a box per row); the counts are of the dates
 * kept. Nothing is booked while a kept date conflicts; the form says so here.
 */
export function SeriesPreviewList(props: SeriesPreviewListProps) {
  const { preview, timeZone, leftOut = [], onLeaveOut } = props;
  const { t, locale } = useI18n();
  const zone = { locale, timeZone };
  const kept = keptOccurrences(preview, leftOut);
  const conflicted = kept.filter((o) => o.conflicts.length > 0).length;
  const outside = kept.some((o) => o.outsideAvailability);
  return (
    <Stack gap="3" as="section" aria-labelledby="series-preview-title">
      <Heading as="h3" size="sm" id="series-preview-title">
        {t('sessions.series.previewTitle')}
      </Heading>
      <Text aria-live="polite">
        {t('sessions.series.summary', { count: kept.length, conflicts: conflicted })}
        {leftOut.length > 0 && ` ${t('sessions.series.leftOutCount', { count: leftOut.length })}`}
      </Text>
      {conflicted > 0 && <FormFailure title={t('sessions.series.blocked')} />}
      {kept.length === 0 && <FormFailure title={t('sessions.series.allLeftOut')} />}
      {outside && conflicted === 0 && <Text>{t('sessions.series.outsideConfirm')}</Text>}
      <List.Root as="ol" gap="2" ps="5">
        {preview.occurrences.map((o) => {
          const out = leftOut.includes(o.date);
          const day = formatInstant(o.startsAt, { ...zone, style: 'weekdayDate' });
          return (
            <List.Item key={o.date}>
              <Stack gap="1">
                <Text fontWeight="medium" textDecoration={out ? 'line-through' : undefined}>
                  {day}, {formatTimeRange(o.startsAt, o.endsAt, zone)}
                </Text>
                <Box display="flex" flexWrap="wrap" gap="2">
                  {out && <Badge colorPalette="gray">{t('sessions.series.leftOut')}</Badge>}
                  {!out && o.conflicts.length === 0 && !o.outsideAvailability && (
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
                  {o.outsideAvailability && !out && (
                    <Badge colorPalette="orange">{t('sessions.series.outside')}</Badge>
                  )}
                </Box>
                {onLeaveOut && (
                  <Checkbox.Root
                    size="sm"
                    checked={out}
                    onCheckedChange={(details) => onLeaveOut(o.date, details.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    {/* Named with its date: every row's box shows the same words. */}
                    <Checkbox.Label>
                      <span aria-hidden="true">{t('sessions.series.leaveOut')}</span>
                      <VisuallyHidden>
                        {t('sessions.series.leaveOutDate', { date: day })}
                      </VisuallyHidden>
                    </Checkbox.Label>
                  </Checkbox.Root>
                )}
              </Stack>
            </List.Item>
          );
        })}
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
