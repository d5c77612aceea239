import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PortalSmartGrant } from '../../../common/contracts/portal-smart.contract';
import { ApiError } from '../../api/http/api-error';
import { PORTAL_APPS_QUERY_KEY, portalAppsApi } from '../../api/portal/portal-apps.api';
import { PortalAppGrants, type PortalAppGrantsProps } from '../../ui/portal/portal-app-grants';
import { usePortalMe } from './use-portal-me';

const messageOf = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : String(error);

/** `/portal/apps` (issue 36): the apps the patient allowed, each revocable. */
export default function PortalAppsPage() {
  const queries = useQueryClient();
  const me = usePortalMe();
  const grants = useQuery({ queryKey: PORTAL_APPS_QUERY_KEY, queryFn: portalAppsApi.grants });
  const [notice, setNotice] = useState<PortalAppGrantsProps['notice']>(null);
  const revoke = useMutation({
    mutationFn: (grant: PortalSmartGrant) => portalAppsApi.revoke(grant.id),
    onSuccess: (_done, grant) => {
      setNotice({ kind: 'revoked', app: grant.app.name });
      void queries.invalidateQueries({ queryKey: PORTAL_APPS_QUERY_KEY });
    },
    onError: (error, grant) =>
      setNotice({ kind: 'failed', app: grant.app.name, detail: messageOf(error) }),
  });
  return (
    <PortalAppGrants
      state={
        grants.isError
          ? { status: 'failed' }
          : grants.data
            ? { status: 'ready', grants: grants.data }
            : { status: 'loading' }
      }
      timeZone={me.data?.clinic.timeZone ?? 'UTC'}
      onRevoke={(grant) => revoke.mutate(grant)}
      onRetry={() => void grants.refetch()}
      revoking={revoke.isPending ? (revoke.variables?.id ?? null) : null}
      notice={notice}
    />
  );
}
