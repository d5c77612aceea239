import '../../i18n/english/visits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeskTimeRequest } from '../../../common/contracts/portal-visits.contract';
import { detailOfError } from '../../api/http/api-error';
import { timeRequestsApi } from '../../api/visits/time-requests.api';
import { TimeRequestsPanel, type TimeRequestsState } from '../../ui/visits/time-requests-panel';

/** Under the sessions' key: an answered request moves a session, so the calendar reads again. */
const TIME_REQUESTS_KEY = ['sessions', 'time-requests'] as const;

/**
 * Patients' pending requests for another time (issue 36) for the days the calendar shows, above
 * it: confirming moves the session (a time booked since is refused with the server's reason and
 * the request stays), declining leaves it. Rendered only for a member with `answerTimeRequests`.
 */
export function DeskTimeRequests({ window }: { window: { from: string; days: number } }) {
  const queries = useQueryClient();
  const pending = useQuery({
    queryKey: [...TIME_REQUESTS_KEY, window.from, window.days],
    queryFn: () => timeRequestsApi.pending(window),
  });
  const answer = useMutation({
    mutationFn: ({ request, confirm }: { request: DeskTimeRequest; confirm: boolean }) =>
      confirm ? timeRequestsApi.confirm(request.id) : timeRequestsApi.decline(request.id),
    onSettled: () => queries.invalidateQueries({ queryKey: ['sessions'] }),
  });
  const state: TimeRequestsState = pending.data
    ? { kind: 'ready', timeZone: pending.data.timeZone, requests: pending.data.requests }
    : pending.isError
      ? { kind: 'error' }
      : { kind: 'loading' };
  const asked = answer.variables?.request.id ?? null;
  return (
    <TimeRequestsPanel
      state={state}
      onConfirm={(request) => answer.mutate({ request, confirm: true })}
      onDecline={(request) => answer.mutate({ request, confirm: false })}
      onRetry={() => void pending.refetch()}
      busyId={answer.isPending ? asked : null}
      problem={answer.isError && asked ? { id: asked, reason: detailOfError(answer.error) } : null}
    />
  );
}
