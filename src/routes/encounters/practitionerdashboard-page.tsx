import '../../i18n/english/encounters';
import { Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { mayDo } from '../../../common/contracts/clinic.contract';
import { nextActionOf } from '../../machines/encounters/session-actions';
import { useT } from '../../ui/i18n/i18n-context';
import { ClinicDayView, type ClinicDayState } from '../../ui/encounters/clinic-day-view';
import { DayScopeSwitch, type DayScope } from '../../ui/encounters/day-scope-switch';
import { PractitionerDayView, type DayViewState } from '../../ui/encounters/practitioner-day-view';
import { dayBoundsAt } from '../../ui/encounters/session-time';
import { useAuthUser, useMemberRoles } from '../session/auth-context';
import { pageTitle } from '../shell/panel-menu';
import { useClinic, useClinicDay, useMyDay } from './session-queries';
import { OffDayDialog } from '../../ui/encounters/off-day-dialog';
import { useSessionActions } from './use-session-actions';

/**
 * `practitionerdashboard`: today in the clinic (its time zone decides where the day begins and
 * ends). A clinician sees their own day; the front desk and owners, who see the whole clinic's
 * schedule (the server's `viewerOf`), see the clinic's day: every session, to check patients in,
 * mark no-shows and cancel. A member who is both starts on their own day and may switch. A member
 * with neither role has no day: the page says so and asks the server nothing.
 */
export default function PractitionerDashboardPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const roles = useMemberRoles();
  const userId = useAuthUser()?.id ?? null;
  const isClinician = roles.includes('clinician');
  const seesClinic = mayDo(roles, 'seeClinicSchedule');
  const [chosen, setChosen] = useState<DayScope | null>(null);
  const scope = scopeOf(isClinician, seesClinic, chosen);
  const [now] = useState(() => new Date());
  const clinic = useClinic(scope !== null);
  const timeZone = clinic.data?.timeZone ?? null;
  const bounds = timeZone ? dayBoundsAt(now, timeZone) : null;
  const dayQuery = bounds ? { from: bounds.from, to: bounds.to } : null;
  const myDay = useMyDay(scope === 'mine' ? dayQuery : null);
  const clinicDay = useClinicDay(scope === 'clinic' ? dayQuery : null);
  const actions = useSessionActions(timeZone);
  const day = scope === 'clinic' ? clinicDay : myDay;

  const shared = {
    dayStart: bounds?.from ?? now.toISOString(),
    timeZone: timeZone ?? 'UTC',
    nextAction: (session: Parameters<typeof nextActionOf>[0]) =>
      nextActionOf(session, { roles, userId }),
    pendingSessionId: actions.pending?.sessionId ?? null,
    onAction: actions.run,
    onRetry: () => void (clinic.isError ? clinic.refetch() : day.refetch()),
    onNavigate: navigate,
    done: actions.done,
    failure: actions.failure,
  };
  const failed = clinic.isError || day.isError;

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {pageTitle('practitionerdashboard', t)}
      </Heading>
      {isClinician && seesClinic && <DayScopeSwitch scope={scope ?? 'mine'} onScope={setChosen} />}
      {scope === 'clinic' ? (
        <ClinicDayView {...shared} state={clinicStateOf(failed, clinicDay.data)} />
      ) : (
        <PractitionerDayView
          {...shared}
          state={scope === null ? { kind: 'not-clinician' } : myDayStateOf(failed, myDay.data)}
        />
      )}
      <OffDayDialog {...actions.offDayDialog} />
    </Stack>
  );
}

/** Whose day is shown: a clinician's own unless they chose the clinic's; null: no day at all. */
function scopeOf(isClinician: boolean, seesClinic: boolean, chosen: DayScope | null) {
  if (isClinician) return seesClinic ? (chosen ?? 'mine') : 'mine';
  return seesClinic ? 'clinic' : null;
}

const clinicStateOf = (
  failed: boolean,
  sessions: Extract<ClinicDayState, { kind: 'ready' }>['sessions'] | undefined,
): ClinicDayState =>
  failed ? { kind: 'error' } : sessions ? { kind: 'ready', sessions } : { kind: 'loading' };

const myDayStateOf = (
  failed: boolean,
  day: Extract<DayViewState, { kind: 'ready' }>['day'] | undefined,
): DayViewState =>
  failed ? { kind: 'error' } : day ? { kind: 'ready', day } : { kind: 'loading' };
