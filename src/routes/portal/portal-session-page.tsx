import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { detailOfError, statusOfError } from '../../api/http/api-error';
import { PORTAL_VISIT_QUERY_KEYS, portalVisitsApi } from '../../api/visits/portal-visits.api';
import {
  PortalSessionView,
  type FreeSlotsState,
  type PortalSessionState,
} from '../../ui/visits/portal-session-view';
import { PORTAL_HOME_HREF } from './portal-session-href';

/**
 * `/portal/sessions/:id` (issue 36): one of the patient's sessions, cancelling it within the
 * clinic's window and, when the clinic allows it, asking for one of the clinician's free slots.
 * The server decides (window, policy, whose session); a refusal shows its reason.
 */
export default function PortalSessionPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const queries = useQueryClient();
  const [showSlots, setShowSlots] = useState(false);
  const session = useQuery({
    queryKey: PORTAL_VISIT_QUERY_KEYS.session(id),
    queryFn: () => portalVisitsApi.session(id),
  });
  const slots = useQuery({
    queryKey: PORTAL_VISIT_QUERY_KEYS.freeSlots(id),
    queryFn: () => portalVisitsApi.freeSlots(id),
    enabled: showSlots,
  });
  // A changed session changes the dashboard's list and this page: both are read again.
  const changed = () => queries.invalidateQueries({ queryKey: PORTAL_VISIT_QUERY_KEYS.sessions });
  const cancel = useMutation({
    mutationFn: (reason: string) => portalVisitsApi.cancel(id, reason || undefined),
    onSuccess: changed,
  });
  const ask = useMutation({
    mutationFn: (startsAt: string) => portalVisitsApi.requestTime(id, startsAt),
    onSuccess: async () => {
      setShowSlots(false);
      await changed();
    },
  });

  const state: PortalSessionState = session.data
    ? { kind: 'ready', data: session.data }
    : statusOfError(session.error) === 404
      ? { kind: 'not-found' }
      : session.isError
        ? { kind: 'error' }
        : { kind: 'loading' };
  const slotsState: FreeSlotsState = !showSlots
    ? { kind: 'idle' }
    : slots.data
      ? { kind: 'ready', slots: slots.data.slots }
      : slots.isError
        ? { kind: 'error' }
        : { kind: 'loading' };
  return (
    <PortalSessionView
      state={state}
      onRetry={() => void session.refetch()}
      backHref={PORTAL_HOME_HREF}
      onNavigate={(href) => navigate(`~${href}`)}
      onCancel={(reason) => cancel.mutate(reason)}
      cancelling={cancel.isPending}
      cancelProblem={cancel.error ? detailOfError(cancel.error) : null}
      cancelled={cancel.isSuccess}
      slots={slotsState}
      onShowSlots={() => setShowSlots(true)}
      onAsk={(startsAt) => ask.mutate(startsAt)}
      asking={ask.isPending}
      askProblem={ask.error ? detailOfError(ask.error) : null}
    />
  );
}
