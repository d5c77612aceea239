import '../../i18n/english/clinic';
import { Heading, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { clinicApi } from '../../api/clinic/clinic.api';
import { clinicWeekBounds } from '../../machines/clinic/clinic-week';
import { PractitionerList } from '../../ui/clinic/practitioner-list';
import { useT } from '../../ui/i18n/i18n-context';
import { pageTitle } from '../shell/panel-menu';
import { clinicKeys, useClinicProfile } from './clinic-queries';
import { SEARCH_PAUSE_MS } from '../../config/request-timing';
import { useDebouncedValue } from '../use-debounced-value';
import { mayDo } from '../../../common/contracts/clinic.contract';
import { useMemberRoles } from '../session/auth-context';
import { CalendarFeedSection } from './calendar-feed-section';
import { ClinicianAvailabilitySection } from './availability-section';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * `practitioner`: the clinic's clinicians with caseload, this week's sessions and unsigned notes;
 * a clinician's working hours and dates off (their own, or any clinician's for an owner); for a
 * clinician, their own calendar address for a calendar app.
 */
export default function PractitionerPage() {
  const t = useT();
  const [now] = useState(() => new Date());
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q.trim(), SEARCH_PAUSE_MS);
  const profile = useClinicProfile();
  const hasFeed = mayDo(useMemberRoles(), 'ownCalendarFeed');
  // The week is the clinic's; without its profile, this computer's zone is the best guess.
  const timeZone = profile.data?.timeZone ?? (profile.isError ? browserZone() : null);
  const week = timeZone ? { ...clinicWeekBounds(now, timeZone), timeZone } : null;
  const list = useQuery({
    queryKey: clinicKeys.practitioners(search, week?.weekFrom ?? '', week?.weekTo ?? ''),
    queryFn: () =>
      clinicApi.practitioners({ q: search, weekFrom: week?.weekFrom, weekTo: week?.weekTo }),
    enabled: week !== null,
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {pageTitle('practitioner', t)}
      </Heading>
      <PractitionerList
        practitioners={list.data ?? []}
        q={q}
        onSearch={setQ}
        loading={list.isFetching || week === null}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        week={week}
      />
      <ClinicianAvailabilitySection />
      {hasFeed && <CalendarFeedSection timeZone={timeZone ?? 'UTC'} />}
    </Stack>
  );
}
