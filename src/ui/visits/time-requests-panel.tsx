import { Alert, Button, Card, Heading, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { DeskTimeRequest } from '../../../common/contracts/portal-visits.contract';
import { formatInstant } from '../format/clinic-time';
import { useI18n, useT } from '../i18n/i18n-context';

export type TimeRequestsState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'ready'; timeZone: string; requests: readonly DeskTimeRequest[] };

export interface TimeRequestsPanelProps {
  state: TimeRequestsState;
  onConfirm: (request: DeskTimeRequest) => void;
  onDecline: (request: DeskTimeRequest) => void;
  onRetry: () => void;
  /** The request being answered (its buttons wait). */
  busyId?: string | null;
  /** Why the last answer was refused (the server's words), or a failure without them. */
  problem?: { id: string; reason: string | null } | null;
}

/**
 * Patients' pending requests for another time (issue 36), above the front desk's calendar: each
 * names the patient and clinician, the session's time now and the time asked for (the clinic's
 * clock), with Confirm (the session moves) and Decline. Nothing is shown when none waits.
 */
export function TimeRequestsPanel(props: TimeRequestsPanelProps) {
  const t = useT();
  const headingId = useId();
  const { state } = props;
  if (state.kind === 'ready' && state.requests.length === 0) return null;
  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm" variant="outline">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {t('visits.desk.title')}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {t('visits.desk.intro')}
        </Text>
      </Card.Header>
      <Card.Body>
        {state.kind === 'loading' && (
          <HStack role="status">
            <Spinner size="sm" />
            <Text>{t('visits.desk.loading')}</Text>
          </HStack>
        )}
        {state.kind === 'error' && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t('visits.desk.failed')}</Alert.Title>
            <Button size="sm" variant="outline" ms="auto" onClick={props.onRetry}>
              {t('visits.desk.retry')}
            </Button>
          </Alert.Root>
        )}
        {state.kind === 'ready' && (
          <List.Root variant="plain" gap="3">
            {state.requests.map((request) => (
              <RequestItem
                key={request.id}
                {...props}
                request={request}
                timeZone={state.timeZone}
              />
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function RequestItem({
  request,
  timeZone,
  onConfirm,
  onDecline,
  busyId,
  problem,
}: TimeRequestsPanelProps & { request: DeskTimeRequest; timeZone: string }) {
  const t = useT();
  const { locale } = useI18n();
  const when = (at: string) => formatInstant(at, { locale, timeZone, style: 'weekdayDateTime' });
  const busy = busyId === request.id;
  const refused = problem?.id === request.id ? problem : null;
  const patient = request.patient.name;
  return (
    <List.Item display="block" borderBottomWidth="1px" pb="3">
      <Stack gap="1">
        <Text fontWeight="semibold">
          {t('visits.desk.asks', { patient, clinician: request.clinician.name })}
        </Text>
        <Text textStyle="sm">
          {t('visits.desk.from')}: {when(request.sessionStartsAt)}
        </Text>
        <Text textStyle="sm">
          {t('visits.desk.to')}: <strong>{when(request.startsAt)}</strong>
        </Text>
        {refused && (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title>
              {refused.reason
                ? t('visits.desk.refused', { reason: refused.reason })
                : t('visits.desk.answerFailed')}
            </Alert.Title>
          </Alert.Root>
        )}
        <HStack gap="2" flexWrap="wrap">
          <Button
            size="sm"

            loading={busy}
            disabled={busyId != null && !busy}
            aria-label={t('visits.desk.confirmFor', { patient })}
            onClick={() => onConfirm(request)}
          >
            {t('visits.desk.confirm')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busyId != null}
            aria-label={t('visits.desk.declineFor', { patient })}
            onClick={() => onDecline(request)}
          >
            {t('visits.desk.decline')}
          </Button>
        </HStack>
      </Stack>
    </List.Item>
  );
}
