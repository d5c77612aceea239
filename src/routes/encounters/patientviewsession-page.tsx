import '../../i18n/english/encounters';
import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Clinic } from '../../../common/contracts/clinic.contract';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import { mayReschedule, offeredActions } from '../../machines/encounters/session-actions';
import { useI18n } from '../../ui/i18n/i18n-context';
import { FormFailure, FormSuccessAlert } from '../../ui/session/form-alerts';
import { bookingValuesOf } from '../../ui/encounters/booking-check';
import { OffDayDialog } from '../../ui/encounters/off-day-dialog';
import { SessionReasonDialog } from '../../ui/encounters/session-reason-dialog';
import { SessionActionsBar } from '../../ui/encounters/session-actions-bar';
import { SessionDetails } from '../../ui/encounters/session-details';
import { bookSessionHref, sessionHref } from '../../ui/encounters/session-paths';
import { formatInstant } from '../../ui/encounters/session-time';
import { useAuthUser, useMemberRoles } from '../session/auth-context';
import { BookingPanel } from './booking-panel';
import { NewSessionPanel } from './new-session-panel';
import { SeriesActionsConnected } from './series-actions-connected';
import { SessionNoteConnected } from './session-note-connected';
import { isNotFound, useClinic, useSession, useSessionSaved } from './session-queries';
import { useSessionActions } from './use-session-actions';

function NotFound({ noId = false }: { noId?: boolean }) {
  const { t } = useI18n();
  return (
    <Stack gap="3" maxW="prose">
      <Heading as="h1" size="2xl">
        {t('sessions.page.notFoundTitle')}
      </Heading>
      <Text>{noId ? t('sessions.page.noId') : t('sessions.page.notFoundBody')}</Text>
    </Stack>
  );
}

function Failed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <Stack gap="2" align="start">
      <FormFailure title={title} />
      <Button variant="outline" onClick={onRetry}>
        {t('sessions.page.retry')}
      </Button>
    </Stack>
  );
}

/** One session shown in the clinic's time zone, with what the viewer may do with it. */
function SessionView({ session, clinic }: { session: Encounter; clinic: Clinic }) {
  const { t, locale } = useI18n();
  const [, navigate] = useLocation();
  const viewer = { roles: useMemberRoles(), userId: useAuthUser()?.id ?? null };
  const actions = useSessionActions(clinic.timeZone);
  const saved = useSessionSaved();
  const [rescheduling, setRescheduling] = useState(false);
  const [moved, setMoved] = useState<string | null>(null);
  const canReschedule = mayReschedule(session, viewer);
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl" wordBreak="break-word">
        {t('sessions.page.title', { patient: session.patient.name })}
      </Heading>
      <SessionDetails session={session} timeZone={clinic.timeZone} onNavigate={navigate} />
      <SessionActionsBar
        status={session.status}
        actions={offeredActions(session, viewer)}
        pendingAction={actions.pending?.action ?? null}
        onAction={(action) => actions.run(session, action)}
        canReschedule={canReschedule}
        rescheduleOpen={rescheduling}
        onReschedule={() => {
          setMoved(null);
          setRescheduling((open) => !open);
        }}
        bookAnotherHref={canReschedule ? bookSessionHref(session.patient.id) : undefined}
        onNavigate={navigate}
        done={actions.done}
        failure={actions.failure}
      />
      {moved && <FormSuccessAlert title={moved} />}
      {session.seriesId && (
        <SeriesActionsConnected
          session={{ ...session, seriesId: session.seriesId }}
          timeZone={clinic.timeZone}
          mayChange={canReschedule}
        />
      )}
      {rescheduling && canReschedule && (
        <Card.Root id="reschedule-session">
          <Card.Header>
            <Heading as="h2" size="md">
              {t('sessions.form.rescheduleTitle')}
            </Heading>
          </Card.Header>
          <Card.Body>
            <BookingPanel
              patientId={session.patient.id}
              timeZone={clinic.timeZone}
              values={bookingValuesOf(session, clinic.timeZone)}
              encounterId={session.id}
              onNavigate={navigate}
              onBooked={(next) => {
                saved(next);
                setRescheduling(false);
                setMoved(
                  t('sessions.form.booked', {
                    when: formatInstant(next.startsAt, { locale, timeZone: clinic.timeZone }),
                  }),
                );
              }}
            />
          </Card.Body>
        </Card.Root>
      )}
      <SessionNoteConnected
        session={session}
        aiDrafting={clinic.settings.aiDrafting}
        onNavigate={navigate}
      />
      <SessionReasonDialog {...actions.dialog} />
      <OffDayDialog {...actions.offDayDialog} />
    </Stack>
  );
}

/**
 * `patientviewsession?id=<session>`: one session's details, status changes and reschedule.
 * `?patientId=<patient>` without an id books a session for that patient (the chart links here).
 */
export default function PatientViewSessionPage() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const id = params.get('id') || null;
  const patientId = params.get('patientId') || null;
  const clinic = useClinic(id !== null || patientId !== null);
  const session = useSession(id);

  if (!id && !patientId) return <NotFound noId />;
  if (id && session.isError) {
    return isNotFound(session.error) ? (
      <NotFound />
    ) : (
      <Failed title={t('sessions.page.failed')} onRetry={() => void session.refetch()} />
    );
  }
  if (clinic.isError) {
    return <Failed title={t('sessions.page.clinicFailed')} onRetry={() => void clinic.refetch()} />;
  }
  if (!clinic.data || (id && !session.data)) {
    return (
      <Text role="status" color="fg.muted">
        {t('sessions.page.loading')}
      </Text>
    );
  }
  if (id && session.data) return <SessionView session={session.data} clinic={clinic.data} />;
  return (
    <NewSessionPanel
      patientId={patientId!}
      clinic={clinic.data}
      onNavigate={navigate}
      onBooked={(booked) => navigate(sessionHref(booked.id))}
    />
  );
}
