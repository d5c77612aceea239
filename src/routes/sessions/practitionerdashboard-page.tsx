import '../../i18n/english/sessions';
import { Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { nextActionOf } from '../../machines/sessions/session-actions';
import { useT } from '../../ui/i18n/i18n-context';
import { PractitionerDayView, type DayViewState } from '../../ui/sessions/practitioner-day-view';
import { ReasonDialog } from '../../ui/sessions/reason-dialog';
import { dayBoundsAt } from '../../ui/sessions/session-time';
import { useAuthUser, useMemberRoles } from '../session/auth-context';
import { pageTitle } from '../shell/panel-menu';
import { useClinic, useMyDay } from './session-queries';
import { useSessionActions } from './use-session-actions';

/**
 * `practitionerdashboard`: the signed-in clinician's day, today being the clinic's day (its time
 * zone decides where it begins and ends). A member who is not a clinician has no day: the page
 * says so and asks the server nothing (it would answer 403).
 */
export default function PractitionerDashboardPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const roles = useMemberRoles();
  const userId = useAuthUser()?.id ?? null;
  const isClinician = roles.includes('clinician');
  const [now] = useState(() => new Date());
  const clinic = useClinic(isClinician);
  const timeZone = clinic.data?.timeZone ?? null;
  const bounds = timeZone ? dayBoundsAt(now, timeZone) : null;
  const day = useMyDay(isClinician && bounds ? { from: bounds.from, to: bounds.to } : null);
  const actions = useSessionActions(timeZone);

  const state: DayViewState = !isClinician
    ? { kind: 'not-clinician' }
    : clinic.isError || day.isError
      ? { kind: 'error' }
      : day.data
        ? { kind: 'ready', day: day.data }
        : { kind: 'loading' };

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {pageTitle('practitionerdashboard', t)}
      </Heading>
      <PractitionerDayView
        state={state}
        dayStart={bounds?.from ?? now.toISOString()}
        timeZone={timeZone ?? 'UTC'}
        nextAction={(session) => nextActionOf(session, { roles, userId })}
        pendingSessionId={actions.pending?.sessionId ?? null}
        onAction={actions.run}
        onRetry={() => void (clinic.isError ? clinic.refetch() : day.refetch())}
        onNavigate={navigate}
        done={actions.done}
        failure={actions.failure}
      />
      <ReasonDialog {...actions.dialog} />
    </Stack>
  );
}
