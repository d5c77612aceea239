import '../../i18n/english/portal';
import { PortalDashboard, type PortalDashboardState } from '../../ui/portal/portal-dashboard';
import { usePortalMe } from './use-portal-me';

/** `/portal`: the patient's home (issue 36); the portal features add their sections here. */
export default function PortalDashboardPage() {
  const me = usePortalMe();
  const state: PortalDashboardState = me.data
    ? { status: 'ready', me: me.data }
    : me.isError
      ? { status: 'failed' }
      : { status: 'loading' };
  return <PortalDashboard state={state} onRetry={() => void me.refetch()} />;
}
