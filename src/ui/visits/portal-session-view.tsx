import {
  Alert,
  Badge,
  Button,
  DataList,
  Field,
  Heading,
  HStack,
  Link,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useId, useState } from 'react';
import type {
  PortalSessionResponse,
  UpcomingPortalSession,
} from '../../../common/contracts/portal-visits.contract';
import { formatInstant } from '../format/clinic-time';
import { useI18n, useT } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';

export type PortalSessionState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'not-found' }
  | { kind: 'ready'; data: PortalSessionResponse };

export type FreeSlotsState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'ready'; slots: readonly { startsAt: string; endsAt: string }[] };

export interface PortalSessionViewProps {
  state: PortalSessionState;
  onRetry: () => void;
  backHref: string;
  onNavigate?: (href: string) => void;
  onCancel: (reason: string) => void;
  cancelling?: boolean;
  /** Why the last cancel was refused (the server's words). */
  cancelProblem?: string | null;
  /** The patient has just cancelled this session here: said so above its details. */
  cancelled?: boolean;
  slots: FreeSlotsState;
  onShowSlots: () => void;
  onAsk: (startsAt: string) => void;
  asking?: boolean;
  askProblem?: string | null;
}

/**
 * One of the patient's sessions (issue 36): its details in the clinic's time; cancelling it until
 * the clinic's deadline (later: "contact the clinic" with its phone); asking for another time from
 * the clinician's free slots when the clinic allows it, and what became of the request. A past
 * session shows its date and status only.
 */
export function PortalSessionView(props: PortalSessionViewProps) {
  const t = useT();
  const { state } = props;
  return (
    <Stack gap="6" maxW="2xl" w="full" mx="auto">
      <AuthLink href={props.backHref} onNavigate={props.onNavigate}>
        {t('visits.session.back')}
      </AuthLink>
      {state.kind === 'loading' && (
        <HStack role="status">
          <Spinner size="sm" />
          <Text>{t('visits.session.loading')}</Text>
        </HStack>
      )}
      {(state.kind === 'error' || state.kind === 'not-found') && (
        <Alert.Root status={state.kind === 'error' ? 'error' : 'warning'}>
          <Alert.Indicator />
          <Alert.Title>
            {t(state.kind === 'error' ? 'visits.session.failed' : 'visits.session.notFound')}
          </Alert.Title>
          {state.kind === 'error' && (
            <Button size="sm" variant="outline" ms="auto" onClick={props.onRetry}>
              {t('visits.session.retry')}
            </Button>
          )}
        </Alert.Root>
      )}
      {props.cancelled && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{t('visits.session.cancelled')}</Alert.Title>
        </Alert.Root>
      )}
      {state.kind === 'ready' && <SessionDetails {...props} data={state.data} />}
    </Stack>
  );
}

function SessionDetails(props: PortalSessionViewProps & { data: PortalSessionResponse }) {
  const t = useT();
  const { locale } = useI18n();
  const { data } = props;
  const session = data.session;
  const when = (at: string) =>
    formatInstant(at, { locale, timeZone: data.timeZone, style: 'weekdayDateTime' });
  if (session.kind === 'past') {
    return (
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          {t('visits.session.pastTitle', { when: when(session.startsAt) })}
        </Heading>
        <HStack>
          <Text>{t('visits.session.status')}:</Text>
          <Badge>{t(`visits.status.${session.status}`)}</Badge>
        </HStack>
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {when(session.startsAt)}
      </Heading>
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>{t('visits.session.clinician')}</DataList.ItemLabel>
          <DataList.ItemValue>{session.clinicianName}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('visits.session.modality')}</DataList.ItemLabel>
          <DataList.ItemValue>{t(`visits.modality.${session.modality}`)}</DataList.ItemValue>
        </DataList.Item>
        {session.location && (
          <DataList.Item>
            <DataList.ItemLabel>{t('visits.session.location')}</DataList.ItemLabel>
            <DataList.ItemValue>{session.location}</DataList.ItemValue>
          </DataList.Item>
        )}
        <DataList.Item>
          <DataList.ItemLabel>{t('visits.session.status')}</DataList.ItemLabel>
          <DataList.ItemValue>{t(`visits.status.${session.status}`)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {session.videoLink && (
        <Button asChild alignSelf="start">
          <a href={session.videoLink} target="_blank" rel="noreferrer noopener">
            {t('visits.session.join')}
          </a>
        </Button>
      )}
      <CancelPart {...props} session={session} when={when} />
      <MovePart {...props} session={session} when={when} />
    </Stack>
  );
}

type PartProps = PortalSessionViewProps & {
  data: PortalSessionResponse;
  session: UpcomingPortalSession;
  when: (at: string) => string;
};

/** Whom to call: the clinic's phone as a tel: link, when it has one. */
function CallClinic({ phone }: { phone: string | null }) {
  const t = useT();
  if (!phone) return null;
  return (
    <Link href={`tel:${phone.replace(/[^+\d]/g, '')}`} variant="underline" colorPalette="blue">
      {t('visits.session.call', { phone })}
    </Link>
  );
}

function PartHeading({ id, children }: { id: string; children: string }) {
  return (
    <Heading as="h2" size="lg" id={id}>
      {children}
    </Heading>
  );
}

function CancelPart({ session, data, when, onCancel, cancelling, cancelProblem }: PartProps) {
  const t = useT();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const offer = session.cancellation;
  if (offer.kind === 'not-cancellable') return null;
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <PartHeading id={id}>{t('visits.session.cancelTitle')}</PartHeading>
      {offer.kind === 'too-late' ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {t('visits.session.tooLate', { deadline: when(offer.deadline ?? session.startsAt) })}
            </Alert.Title>
            <Alert.Description>
              <CallClinic phone={data.clinicPhone} />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <>
          <Text>
            {t('visits.session.cancelUntil', {
              deadline: when(offer.deadline ?? session.startsAt),
            })}
          </Text>
          {cancelProblem && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  {t('visits.session.cancelFailed', { reason: cancelProblem })}
                </Alert.Title>
                <Alert.Description>
                  <CallClinic phone={data.clinicPhone} />
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {confirming ? (
            <Stack gap="3">
              <Field.Root>
                <Field.Label>{t('visits.session.reason')}</Field.Label>
                <Textarea
                  value={reason}
                  maxLength={500}
                  onChange={(event) => setReason(event.target.value)}
                />
              </Field.Root>
              <HStack gap="2" flexWrap="wrap">
                <Button
                  colorPalette="red"
                  loading={cancelling}
                  loadingText={t('visits.session.cancelling')}
                  onClick={() => onCancel(reason.trim())}
                >
                  {t('visits.session.confirmCancel')}
                </Button>
                <Button
                  variant="outline"
                  disabled={cancelling}
                  onClick={() => setConfirming(false)}
                >
                  {t('visits.session.keep')}
                </Button>
              </HStack>
            </Stack>
          ) : (
            <Button
              variant="outline"
              colorPalette="red"
              alignSelf="start"
              onClick={() => setConfirming(true)}
            >
              {t('visits.session.cancel')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

function MovePart(props: PartProps) {
  const t = useT();
  const id = useId();
  const { session, data, when } = props;
  if (session.status !== 'planned') return null;
  const request = session.timeRequest;
  const mayAsk = data.policy.selfScheduling && request?.status !== 'pending';
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <PartHeading id={id}>{t('visits.session.moveTitle')}</PartHeading>
      {request && (
        <Alert.Root
          status={
            request.status === 'confirmed'
              ? 'success'
              : request.status === 'declined'
                ? 'warning'
                : 'info'
          }
        >
          <Alert.Indicator />
          <Alert.Title>
            {t(`visits.session.${request.status}`, { when: when(request.startsAt) })}
          </Alert.Title>
        </Alert.Root>
      )}
      {!data.policy.selfScheduling && (
        <>
          <Text>{t('visits.session.moveOff')}</Text>
          <CallClinic phone={data.clinicPhone} />
        </>
      )}
      {mayAsk && <SlotPicker {...props} />}
    </Stack>
  );
}

function SlotPicker({ slots, onShowSlots, onAsk, asking, askProblem, when }: PartProps) {
  const t = useT();
  const listId = useId();
  if (slots.kind === 'idle') {
    return (
      <>
        <Text>{t('visits.session.moveIntro')}</Text>
        <Button variant="outline" alignSelf="start" onClick={onShowSlots}>
          {t('visits.session.showSlots')}
        </Button>
      </>
    );
  }
  if (slots.kind === 'loading') {
    return (
      <HStack role="status">
        <Spinner size="sm" />
        <Text>{t('visits.session.slotsLoading')}</Text>
      </HStack>
    );
  }
  if (slots.kind === 'error' || slots.slots.length === 0) {
    return (
      <Text>{t(slots.kind === 'error' ? 'visits.session.failed' : 'visits.session.noSlots')}</Text>
    );
  }
  return (
    <Stack gap="2">
      {askProblem && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('visits.session.askFailed', { reason: askProblem })}</Alert.Title>
        </Alert.Root>
      )}
      <Text id={listId} fontWeight="semibold">
        {t('visits.session.slots')}
      </Text>
      <Stack as="ul" aria-labelledby={listId} gap="2" listStyleType="none" ps="0">
        {slots.slots.map((slot) => (
          <li key={slot.startsAt}>
            <Button
              variant="outline"
              w="full"
              justifyContent="space-between"
              disabled={asking}
              onClick={() => onAsk(slot.startsAt)}
            >
              <span>{when(slot.startsAt)}</span>
              <span>{t('visits.session.ask')}</span>
            </Button>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
