import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { PORTAL_VISIT_QUERY_KEYS, portalVisitsApi } from '../../api/visits/portal-visits.api';
import { PortalDashboard, type PortalDashboardState } from '../../ui/portal/portal-dashboard';
import {
  PortalDashboard as PortalSessions,
  type PortalDashboardState as PortalSessionsState,
} from '../../ui/visits/portal-dashboard';
import { PortalQuestionnairesSlot } from './portal-questionnaires-slot';
import { portalSessionHref } from './portal-session-href';
import { ConsentsToSignSlot, SharedDocumentsSlot } from './portal-records-slots';
import { usePortalMe } from './use-portal-me';

/**
 * `/portal`: the patient's home (issue 36): the greeting, then their upcoming and past sessions
 * (the portal's sessions API) and the places the other portal features fill.
 */
export default function PortalDashboardPage() {
  const me = usePortalMe();
  const [, navigate] = useLocation();
  const sessions = useQuery({
    queryKey: PORTAL_VISIT_QUERY_KEYS.sessions,
    queryFn: portalVisitsApi.sessions,
  });
  const state: PortalDashboardState = me.data
    ? { status: 'ready', me: me.data }
    : me.isError
      ? { status: 'failed' }
      : { status: 'loading' };
  const sessionsState: PortalSessionsState = sessions.data
    ? { kind: 'ready', data: sessions.data }
    : sessions.isError
      ? { kind: 'error' }
      : { kind: 'loading' };
  return (
    <PortalDashboard
      state={state}
      onRetry={() => void me.refetch()}
      sections={
        <PortalSessions
          titled={false}
          state={sessionsState}
          onRetry={() => void sessions.refetch()}
          sessionHref={portalSessionHref}
          // Nested under /portal: `~` leaves the nest, as the hrefs are whole paths.
          onNavigate={(href) => navigate(`~${href}`)}
          slots={{
            questionnaires: <PortalQuestionnairesSlot />,
            consents: <ConsentsToSignSlot />,
            documents: <SharedDocumentsSlot />,
          }}
        />
      }
    />
  );
}
