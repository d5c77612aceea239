import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Patient } from '../../../common/contracts/patients.contract';
import type { PortalAccess } from '../../../common/contracts/portal.contract';
import { detailOfError } from '../../api/http/api-error';
import { portalAccessApi, portalAccessKey } from '../../api/portal/portal-access.api';
import { PortalAccessCard } from '../../ui/portal/portal-access-card';
import { PortalInviteDialog } from '../../ui/portal/portal-invite-dialog';
import { PortalRevokeDialog } from '../../ui/portal/portal-revoke-dialog';
import { useRightFor } from '../session/use-right-for';
import { chartKeys } from './chart-queries';

type Notice = { kind: 'sent'; email: string } | { kind: 'revoked' } | null;

/**
 * The chart's patient portal card (issue 36), read by every member; inviting (staff and the care
 * team's clinicians, as the server's `invitePatientToPortal`) and revoking (also owners) are offered
 * only to members who hold the right for this patient. An invitation records the portal consent,
 * so the chart's consents are read again.
 */
export function ChartPortalAccess({
  patient,
  timeZone,
  now,
}: {
  patient: Pick<Patient, 'id' | 'careTeam' | 'givenName' | 'familyName' | 'email'>;
  timeZone: string;
  now: string;
}) {
  const queries = useQueryClient();
  const key = portalAccessKey(patient.id);
  const mayInvite = useRightFor(patient, 'invitePatientToPortal');
  const mayRevoke = useRightFor(patient, 'revokePortalAccess');
  const [dialog, setDialog] = useState<'invite' | 'revoke' | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const read = useQuery({
    queryKey: key,
    queryFn: () => portalAccessApi.read(patient.id),
  });
  const settle = (access: PortalAccess, next: Notice) => {
    queries.setQueryData(key, access);
    setDialog(null);
    setNotice(next);
  };
  const invite = useMutation({
    mutationFn: (email: string) => portalAccessApi.invite(patient.id, { email, consent: true }),
    onSuccess: (access, email) => {
      settle(access, { kind: 'sent', email });
      void queries.invalidateQueries({ queryKey: chartKeys.consents(patient.id) });
    },
  });
  const revoke = useMutation({
    mutationFn: () => portalAccessApi.revoke(patient.id),
    onSuccess: (access) => settle(access, { kind: 'revoked' }),
  });
  const open = (which: 'invite' | 'revoke') => {
    invite.reset();
    revoke.reset();
    setNotice(null);
    setDialog(which);
  };
  const name = `${patient.givenName} ${patient.familyName}`;
  const access = read.data ?? null;

  return (
    <>
      <PortalAccessCard
        access={access}
        loading={read.isFetching}
        failed={read.isError}
        onRetry={() => void read.refetch()}
        timeZone={timeZone}
        now={now}
        onInvite={mayInvite ? () => open('invite') : undefined}
        onRevoke={mayRevoke ? () => open('revoke') : undefined}
        notice={notice}
      />
      <PortalInviteDialog
        open={dialog === 'invite'}
        patientName={name}
        email={(access?.status === 'invited' ? access.email : null) ?? patient.email ?? ''}
        resend={access?.status === 'invited'}
        onInvite={(email) => invite.mutate(email)}
        onClose={() => setDialog(null)}
        pending={invite.isPending}
        failure={invite.isError ? detailOfError(invite.error) : null}
      />
      <PortalRevokeDialog
        open={dialog === 'revoke'}
        patientName={name}
        onConfirm={() => revoke.mutate()}
        onClose={() => setDialog(null)}
        pending={revoke.isPending}
        failure={revoke.isError ? detailOfError(revoke.error) : null}
      />
    </>
  );
}
