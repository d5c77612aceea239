import '../../i18n/english/encounters';
import '../../i18n/english/calendar';
import { Heading, Stack, useBreakpointValue } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { mayDo } from '../../../common/contracts/clinic.contract';
import {
  placeFromSearch,
  searchOf,
  shownView,
  stepped,
  windowOf,
  type CalendarPlace,
} from '../../machines/calendar/calendar-place';
import { chosenCalendar, WHOLE_CLINIC } from '../../machines/calendar/calendar-scope';
import { CalendarToolbar } from '../../ui/calendar/calendar-toolbar';
import { useT } from '../../ui/i18n/i18n-context';
import type { DayScope } from '../../ui/encounters/day-scope-switch';
import { calendarHref } from '../../ui/encounters/session-paths';
import { clinicDateOf } from '../../ui/encounters/session-time';
import { FormNotice } from '../../ui/session/form-alerts';
import { useAuthUser, useMemberRoles } from '../session/auth-context';
import { pageTitle } from '../shell/panel-menu';
import { useClinic, usePractitioners } from './session-queries';
import { calendarRead, DashboardCalendar } from './practitionerdashboard-page-calendar';
import { firstCalendarRead, scopeOf } from './practitionerdashboard-reads';
import type { FirstReadsViewer } from '../first-reads';
import { DeskTimeRequests } from './desk-time-requests';
import { useOnDemand } from '../../ui/on-demand/use-on-demand';
import { PageLoading } from '../../ui/shell/page-loading';
import { dashboardDay } from './practitionerdashboard-day-module';

/**
 * `practitionerdashboard`: the clinic's calendar (issue 32), its place (view, date, whose) in the
 * address so a link or a reload shows the same. Its day view is the day in the clinic (its time
 * zone decides where the day begins and ends): a clinician sees their own day; the front desk and
 * owners, who see the whole clinic's schedule (the server's `viewerOf`), see the clinic's day:
 * every session, to check patients in, mark no-shows and cancel. A member who is both starts on
 * their own day and may switch. The week and the agenda show one clinician's calendar or the whole
 * clinic's, as the viewer may. A member with neither role has no calendar: the page says so and
 * asks the server nothing.
 */
export default function PractitionerDashboardPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const search = useSearch();
  const roles = useMemberRoles();
  const userId = useAuthUser()?.id ?? null;
  const isClinician = roles.includes('clinician');
  const seesClinic = mayDo(roles, 'seeClinicSchedule');
  const [chosen, setChosen] = useState<DayScope | null>(null);
  const scope = scopeOf(isClinician, seesClinic, chosen);
  const [now] = useState(() => new Date());
  const clinic = useClinic(scope !== null);
  const timeZone = clinic.data?.timeZone ?? null;
  const today = clinicDateOf(now, timeZone ?? 'UTC');
  const { place, notice } = placeFromSearch(search, today);
  const narrow = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const view = shownView(place.view, narrow);
  const choice = chosenCalendar(place.clinicianId, { userId, isClinician, seesClinic });
  const practitioners = usePractitioners(scope !== null && view !== 'day');

  const go = (next: CalendarPlace) => navigate(calendarHref(searchOf(next)));
  // The day, not the calendar: the rule `firstCalendarRead` follows for a first load (no calendar
  // read there means the day's module is fetched instead). Written out for TypeScript's narrowing.
  const dayShown = view === 'day' || scope === null || choice === null;
  const day = useOnDemand(dashboardDay, dayShown);
  const whoseOptions = [
    ...(isClinician && userId ? [{ value: userId, label: t('calendar.toolbar.mine') }] : []),
    ...(seesClinic ? [{ value: WHOLE_CLINIC, label: t('calendar.toolbar.wholeClinic') }] : []),
    ...(practitioners.data ?? [])
      .filter((p) => p.id !== userId)
      .map((p) => ({ value: p.id, label: p.name })),
  ];

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {pageTitle('practitionerdashboard', t)}
      </Heading>
      {scope !== null && (
        <CalendarToolbar
          view={place.view}
          date={place.date}
          onView={(next) => go({ ...place, view: next })}
          onStep={(direction) => go(stepped(place, direction))}
          onToday={() => go({ ...place, date: today })}
          onDate={(date) => go({ ...place, date })}
          whose={
            view !== 'day' && choice !== null && whoseOptions.length > 1
              ? { value: choice, options: whoseOptions }
              : null
          }
          onWhose={(value) => go({ ...place, clinicianId: value })}
        />
      )}
      {notice === 'bad-date' && <FormNotice title={t('calendar.badDate')} />}
      {scope !== null && mayDo(roles, 'answerTimeRequests') && clinic.data && (
        <DeskTimeRequests
          window={
            view === 'day'
              ? { from: place.date, days: 1 }
              : windowOf(place, clinic.data.settings.firstDayOfWeek)
          }
        />
      )}
      {dayShown ? (
        day.module ? (
          <day.module.default
            scope={scope}
            choosesScope={isClinician && seesClinic}
            onScope={setChosen}
            date={place.date}
            today={today}
            now={now}
          />
        ) : (
          <PageLoading />
        )
      ) : (
        <DashboardCalendar
          view={view}
          place={place}
          window={clinic.data ? windowOf(place, clinic.data.settings.firstDayOfWeek) : null}
          choice={choice}
          now={now}
          timeZone={timeZone}
          mayBook={mayDo(roles, 'bookSessions')}
          clinicianName={
            choice === WHOLE_CLINIC
              ? null
              : (practitioners.data?.find((p) => p.id === choice)?.name ?? null)
          }
          onNavigate={navigate}
        />
      )}
    </Stack>
  );
}

/**
 * The page's reads on a tab's first load, before React renders (`preloadFirstPage`): the
 * calendar's read the entry already asked for (`firstRequests`), whose answer the read takes; for
 * the day view (which waits for the clinic's profile) its module, so it arrives with the page's.
 */
export function firstReads(queries: QueryClient, search: string, viewer: FirstReadsViewer) {
  const read = firstCalendarRead(search, viewer);
  if (read) void queries.prefetchQuery(calendarRead(read.place, read.choice));
  // No calendar read: the page shows the day. A failed fetch is the page's to retry and report
  // (`useOnDemand`), so it is quiet here.
  else void dashboardDay.load().catch(() => {});
}
