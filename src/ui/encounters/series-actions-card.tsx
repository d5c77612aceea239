import {
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  List,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useId } from 'react';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import type { SeriesFrequency } from '../../../common/contracts/series.contract';
import type {
  SeriesActionEvent,
  SeriesActionState,
  SeriesPosition,
} from '../../machines/encounters/series-actions';
import { useI18n } from '../i18n/i18n-context';
import { FormFailure, FormSuccessAlert } from '../session/form-alerts';
import { nativeSelectSlotRecipe } from '../theme/recipes';
import { formatInstant, formatTimeRange } from './session-time';
import { dateTimeFormat } from '../format/date-time-formats';

export interface SeriesActionsCardProps {
  /** "3 of 6" (no position for a cancelled session) and how often. */
  position: SeriesPosition;
  frequency: SeriesFrequency;
  /** The planned sessions "Cancel the rest" would cancel (this one and the later ones). */
  rest: readonly Encounter[];
  /** Whether the viewer may change the series (the booking right, the caseload rule). */
  mayChange: boolean;
  timeZone: string;
  state: SeriesActionState;
  send: (event: SeriesActionEvent) => void;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const weekdayName = (weekday: number, locale: string) =>
  dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday, 12)),
  );

/**
 * A session that is an occurrence of a series: where it stands ("3 of 6, weekly"), and for who may
 * change it, "Move this and all following" (a preview with the conflicts named before anything is
 * stored, then a confirmation) and "Cancel the rest of the series" (what will be cancelled listed,
 * a reason, a confirmation; the past stays).
 */
export function SeriesActionsCard(props: SeriesActionsCardProps) {
  const { t, locale } = useI18n();
  const { state, send, timeZone } = props;
  const headingId = useId();
  const when = (s: Pick<Encounter, 'startsAt' | 'endsAt'>) =>
    `${formatInstant(s.startsAt, { locale, timeZone, style: 'weekdayDate' })}, ${formatTimeRange(s.startsAt, s.endsAt, { locale, timeZone })}`;
  const busy =
    state.phase === 'previewing' || state.phase === 'moving' || state.phase === 'cancelling';

  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {t('sessions.seriesActions.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Text>
            {props.position.position === null
              ? t('sessions.seriesActions.positionCancelled', {
                  count: props.position.total,
                  frequency: t(`sessions.seriesActions.frequency.${props.frequency}`),
                })
              : t('sessions.seriesActions.position', {
                  position: props.position.position,
                  total: props.position.total,
                  frequency: t(`sessions.seriesActions.frequency.${props.frequency}`),
                })}
          </Text>
          {state.phase === 'idle' && state.done && (
            <FormSuccessAlert
              title={t(`sessions.seriesActions.done.${state.done.kind}`, {
                count: state.done.count,
              })}
            />
          )}
          {state.phase === 'failed' && (
            <FormFailure
              title={
                state.detail
                  ? t('sessions.seriesActions.refused', { detail: state.detail })
                  : t('sessions.seriesActions.failed')
              }
            />
          )}
          {props.mayChange && (state.phase === 'idle' || state.phase === 'failed') && (
            <HStack gap="3" wrap="wrap">
              <Button
                variant="outline"
                onClick={() => send({ type: 'open-move', move: { startTime: '', weekday: 1 } })}
              >
                {t('sessions.seriesActions.move')}
              </Button>
              <Button
                variant="outline"
                colorPalette="red"
                onClick={() => send({ type: 'open-cancel' })}
              >
                {t('sessions.seriesActions.cancelRest')}
              </Button>
            </HStack>
          )}
          {(state.phase === 'editing' ||
            state.phase === 'previewing' ||
            state.phase === 'preview' ||
            state.phase === 'conflicts' ||
            state.phase === 'moving') && (
            <Stack
              as="form"
              gap="3"
              onSubmit={(event) => {
                event.preventDefault();
                send({ type: 'preview' });
              }}
            >
              <HStack gap="3" wrap="wrap" align="end">
                <Field.Root maxW="xs">
                  <Field.Label>{t('sessions.seriesActions.weekday')}</Field.Label>
                  <NativeSelect.Root recipe={nativeSelectSlotRecipe} disabled={busy}>
                    <NativeSelect.Field
                      value={String(state.move.weekday)}
                      onChange={(event) =>
                        send({ type: 'edit', move: { weekday: Number(event.target.value) } })
                      }
                    >
                      {WEEKDAYS.map((d) => (
                        <option key={d} value={d}>
                          {weekdayName(d, locale)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root maxW="40" invalid={state.phase === 'editing' && state.invalid}>
                  <Field.Label>{t('sessions.seriesActions.time')}</Field.Label>
                  <Input
                    value={state.move.startTime}
                    placeholder="14:00"
                    inputMode="numeric"
                    autoComplete="off"
                    disabled={busy}
                    onChange={(event) =>
                      send({ type: 'edit', move: { startTime: event.target.value } })
                    }
                  />
                  <Field.ErrorText>{t('sessions.seriesActions.timeInvalid')}</Field.ErrorText>
                </Field.Root>
                {state.phase === 'editing' && (
                  <Button type="submit" colorPalette="blue">
                    {t('sessions.seriesActions.showChanges')}
                  </Button>
                )}
                <Button variant="ghost" disabled={busy} onClick={() => send({ type: 'close' })}>
                  {t('sessions.seriesActions.back')}
                </Button>
              </HStack>
              {state.phase === 'previewing' && (
                <Text role="status">{t('sessions.seriesActions.checking')}</Text>
              )}
              {state.phase === 'conflicts' && (
                <Stack gap="2" role="alert">
                  <Text fontWeight="medium">{t('sessions.seriesActions.conflictsTitle')}</Text>
                  <List.Root ps="5">
                    {state.conflicts.map((c) => (
                      <List.Item key={`${c.date}-${c.with}`}>
                        {t(`sessions.seriesActions.conflict.${c.with}`, { when: when(c) })}
                      </List.Item>
                    ))}
                  </List.Root>
                </Stack>
              )}
              {(state.phase === 'preview' || state.phase === 'moving') && (
                <Stack gap="2">
                  <Text fontWeight="medium" role="status">
                    {t('sessions.seriesActions.previewTitle', {
                      count: state.phase === 'preview' ? state.sessions.length : 0,
                    })}
                  </Text>
                  {state.phase === 'preview' && (
                    <List.Root ps="5">
                      {state.sessions.map((s) => (
                        <List.Item key={s.id}>{when(s)}</List.Item>
                      ))}
                    </List.Root>
                  )}
                  {state.outside.length > 0 && (
                    <Text fontWeight="medium">
                      {t('sessions.seriesActions.outside', { dates: state.outside.join(', ') })}
                    </Text>
                  )}
                  <Button
                    alignSelf="flex-start"
                    colorPalette="blue"
                    loading={state.phase === 'moving'}
                    loadingText={t('sessions.seriesActions.moving')}
                    onClick={() => send({ type: 'confirm-move' })}
                  >
                    {t('sessions.seriesActions.confirmMove')}
                  </Button>
                </Stack>
              )}
            </Stack>
          )}
          {(state.phase === 'asking-cancel' || state.phase === 'cancelling') && (
            <Stack gap="3">
              <Text fontWeight="medium">
                {t('sessions.seriesActions.cancelList', { count: props.rest.length })}
              </Text>
              <List.Root ps="5">
                {props.rest.map((s) => (
                  <List.Item key={s.id}>{when(s)}</List.Item>
                ))}
              </List.Root>
              <Text color="fg.muted">{t('sessions.seriesActions.pastKept')}</Text>
              <Field.Root invalid={state.phase === 'asking-cancel' && state.invalid}>
                <Field.Label>{t('sessions.seriesActions.reason')}</Field.Label>
                <Textarea
                  value={state.reason}
                  disabled={state.phase === 'cancelling'}
                  maxLength={500}
                  onChange={(event) => send({ type: 'reason', reason: event.target.value })}
                />
                <Field.ErrorText>{t('sessions.seriesActions.reasonMissing')}</Field.ErrorText>
              </Field.Root>
              <HStack gap="3">
                <Button
                  colorPalette="red"
                  loading={state.phase === 'cancelling'}
                  loadingText={t('sessions.seriesActions.cancelling')}
                  onClick={() => send({ type: 'confirm-cancel' })}
                >
                  {t('sessions.seriesActions.confirmCancel', { count: props.rest.length })}
                </Button>
                <Button
                  variant="ghost"
                  disabled={state.phase === 'cancelling'}
                  onClick={() => send({ type: 'close' })}
                >
                  {t('sessions.seriesActions.back')}
                </Button>
              </HStack>
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
