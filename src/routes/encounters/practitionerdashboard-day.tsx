import { useLocation } from 'wouter';
import { nextActionOf } from '../../machines/encounters/session-actions';
import { ClinicDayView, type ClinicDayState } from '../../ui/encounters/clinic-day-view';
import { DayScopeSwitch, type DayScope } from '../../ui/encounters/day-scope-switch';
import { OffDayDialog } from '../../ui/encounters/off-day-dialog';
import { PractitionerDayView, type DayViewState } from '../../ui/encounters/practitioner-day-view';
import { dayBoundsOf } from '../../ui/encounters/session-time';
import { useAuthUser, useMemberRoles } from '../session/auth-context';
import { useClinic, useClinicDay, useDayAvailability, useMyDay } from './session-queries';
import { useSessionActions } from './use-session-actions';

export interface DashboardDayProps {
  /** Whose day: the viewer's own or the clinic's; null for a member with no day at all. */
  scope: DayScope | null;
  /** A clinician who also sees the clinic's schedule chooses between the two. */
  choosesScope: boolean;
  onScope: (scope: DayScope) => void;
  /** The day shown and today, `YYYY-MM-DD` in the clinic. */
  date: string;
  today: string;
  /** When the page opened: the day's start before the clinic's time zone is in. */
  now: Date;
}

/**
 * The dashboard's day view (issue 32): the clinician's day or the clinic's, with the sessions'
 * status changes and their dialogs. Its own module, loaded when the day is shown: the week and
 * the agenda, which the front desk opens first, do not fetch or run it (issue 32's week budget).
 * The day is framed in the clinic's time zone, so its reads wait for the clinic's profile.
 */
export default function DashboardDay({
  scope,
  choosesScope,
  onScope,
  date,
  today,
  now,
}: DashboardDayProps) {
  const [, navigate] = useLocation();
  const roles = useMemberRoles();
  const userId = useAuthUser()?.id ?? null;
  const clinic = useClinic(scope !== null);
  const timeZone = clinic.data?.timeZone ?? null;
  const bounds = timeZone ? dayBoundsOf(date, timeZone) : null;
  const dayQuery = bounds ? { from: bounds.from, to: bounds.to } : null;
  const myDay = useMyDay(scope === 'mine' ? dayQuery : null);
  const clinicDay = useClinicDay(scope === 'clinic' ? dayQuery : null);
  const actions = useSessionActions(timeZone);
  const day = scope === 'clinic' ? clinicDay : myDay;
  const hours = useDayAvailability(
    bounds && scope !== null && (scope === 'clinic' || userId)
      ? { date, clinicianId: scope === 'mine' ? userId : null }
      : null,
  );
  const failed = clinic.isError || day.isError;
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
    availability: hours.data ? { answer: hours.data, date, today } : null,
  };

  return (
    <>
      {choosesScope && <DayScopeSwitch scope={scope ?? 'mine'} onScope={onScope} />}
      {scope === 'clinic' ? (
        <ClinicDayView {...shared} state={clinicStateOf(failed, clinicDay.data)} />
      ) : (
        <PractitionerDayView
          {...shared}
          state={scope === null ? { kind: 'not-clinician' } : myDayStateOf(failed, myDay.data)}
        />
      )}
      <OffDayDialog {...actions.offDayDialog} />
    </>
  );
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
