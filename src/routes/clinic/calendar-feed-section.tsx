import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CalendarFeedCreated } from '../../../common/contracts/calendar-feed.contract';
import { calendarFeedApi } from '../../api/clinic/calendar-feed.api';
import { CalendarFeedCard, type CalendarFeedView } from '../../ui/clinic/calendar-feed-card';
import { clinicKeys } from './clinic-queries';

const feedKey = [...clinicKeys.all, 'calendar-feed'] as const;

/**
 * The signed-in clinician's calendar address (only the clinician role has one; the page shows
 * this section to them alone). A new address is kept in this page's state to be shown once.
 */
export function CalendarFeedSection({ timeZone }: { timeZone: string }) {
  const queries = useQueryClient();
  const status = useQuery({ queryKey: feedKey, queryFn: calendarFeedApi.status });
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);
  const settle = () => void queries.invalidateQueries({ queryKey: feedKey });
  const make = useMutation({
    mutationFn: calendarFeedApi.create,
    onSuccess: (feed) => {
      setCreated(feed);
      settle();
    },
  });
  const revoke = useMutation({
    mutationFn: calendarFeedApi.revoke,
    onSuccess: () => {
      setCreated(null);
      settle();
    },
  });

  const feed: CalendarFeedView = created
    ? { kind: 'created', ...created }
    : status.isError
      ? { kind: 'failed' }
      : !status.data
        ? { kind: 'loading' }
        : status.data.createdAt
          ? { kind: 'active', createdAt: status.data.createdAt }
          : { kind: 'none' };
  return (
    <CalendarFeedCard
      feed={feed}
      timeZone={timeZone}
      onCreate={() => make.mutate()}
      onRevoke={() => revoke.mutate()}
      onRetry={() => void status.refetch()}
      pending={make.isPending || revoke.isPending}
      actionFailed={make.isError || revoke.isError}
    />
  );
}
