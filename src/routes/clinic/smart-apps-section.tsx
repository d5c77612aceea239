import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SmartAppCreated } from '../../../common/contracts/smart.contract';
import { smartApi } from '../../api/smart/smart.api';
import { SmartAppsCard, type SmartAppsView } from '../../ui/smart/smart-apps-card';
import { clinicKeys } from './clinic-queries';

const appsKey = [...clinicKeys.all, 'smart-apps'] as const;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The clinic's SMART apps (owners only: the page shows this section to them alone). */
export function SmartAppsSection() {
  const queries = useQueryClient();
  const apps = useQuery({ queryKey: appsKey, queryFn: smartApi.apps });
  const [created, setCreated] = useState<SmartAppCreated | null>(null);
  const settle = () => void queries.invalidateQueries({ queryKey: appsKey });
  const register = useMutation({
    mutationFn: smartApi.register,
    onSuccess: (made) => {
      setCreated(made);
      settle();
    },
  });
  const revoke = useMutation({ mutationFn: smartApi.revoke, onSuccess: settle });
  const failure = register.error ?? revoke.error;
  const view: SmartAppsView = apps.isError
    ? { kind: 'failed' }
    : apps.data
      ? { kind: 'ready', apps: apps.data }
      : { kind: 'loading' };
  return (
    <SmartAppsCard
      view={view}
      created={created}
      onRegister={(registration) => register.mutate(registration)}
      onRevoke={(clientId) => {
        setCreated(null);
        revoke.mutate(clientId);
      }}
      onRetry={() => void apps.refetch()}
      pending={register.isPending || revoke.isPending}
      actionFailed={failure ? messageOf(failure) : null}
    />
  );
}
