import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { MoveProblem, MoveState } from '../../machines/calendar/move-session';
import { useI18n } from '../i18n/i18n-context';
import type { Translate } from '../../i18n/i18n';
import { FormFailure, FormSuccessAlert } from '../session/form-alerts';
import { formatInstant } from '../encounters/session-time';

export interface MoveBannerProps {
  move: MoveState;
  timeZone: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Where a move stands, above the week: choose a slot (and how), confirm the chosen one, the
 * conflict or failure that sent it back to choosing, or the session's new time.
 */
export function MoveBanner({ move, timeZone, onConfirm, onCancel }: MoveBannerProps) {
  const { t, locale } = useI18n();
  const when = (instant: string) =>
    formatInstant(instant, { locale, timeZone, style: 'weekdayDateTime' });
  if (move.phase === 'idle') {
    if (!move.moved) return null;
    return (
      <FormSuccessAlert
        title={t('calendar.move.moved', {
          patient: move.moved.session.patient?.name ?? '',
          when: when(move.moved.startsAt),
        })}
      />
    );
  }
  const patient = move.session.patient?.name ?? '';
  if (move.phase === 'choosing') {
    return (
      <Stack gap="2">
        {move.problem && <FormFailure title={problemText(move.problem, t, when)} />}
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {t('calendar.move.choosing', { patient, when: when(move.session.startsAt) })}
            </Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={onCancel}>
            {t('calendar.move.cancel')}
          </Button>
        </Alert.Root>
      </Stack>
    );
  }
  return (
    <Alert.Root status="info" role="status">
      <Alert.Content>
        <Alert.Description>
          {move.phase === 'saving' ? (
            <Text>{t('calendar.move.saving')}</Text>
          ) : (
            <HStack gap="3" flexWrap="wrap">
              <Text>{t('calendar.move.confirm', { patient, when: when(move.startsAt) })}</Text>
              {/* Focus comes here once a slot is chosen, so Enter confirms and Tab reaches cancel. */}
              <Button size="sm" colorPalette="blue" onClick={onConfirm} ref={focusOnMount}>
                {t('calendar.move.confirmButton')}
              </Button>
              <Button size="sm" variant="outline" onClick={onCancel}>
                {t('calendar.move.cancel')}
              </Button>
            </HStack>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

const focusOnMount = (element: HTMLButtonElement | null) => element?.focus();

function problemText(problem: MoveProblem, t: Translate, when: (instant: string) => string) {
  if (problem.kind === 'failed') {
    return problem.detail
      ? t('calendar.move.failed', { detail: problem.detail })
      : t('calendar.move.failedGeneric');
  }
  const { conflict } = problem;
  return conflict.patientName
    ? t('calendar.move.conflict', { patient: conflict.patientName, when: when(conflict.startsAt) })
    : t('calendar.move.conflictBusy', { when: when(conflict.startsAt) });
}
