import { Card, Heading, Stack } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { clinicApi } from '../../api/clinic/clinic.api';
import type { Invitation } from '../../../common/contracts/clinic.contract';
import { saveFailureOf } from '../../machines/clinic/save-form.machine';
import { InvitationList } from '../../ui/clinic/invitation-list';
import { InviteForm } from '../../ui/clinic/invite-form';
import { SaveFailureAlert } from '../../ui/clinic/save-failure-alert';
import { useT } from '../../ui/i18n/i18n-context';
import { FormSuccessAlert } from '../../ui/session/form-alerts';
import { clinicKeys, useClinicInvitations } from './clinic-queries';
import { useSaveForm } from './use-save-form';

type Action = { kind: 'resend' | 'revoke'; invitation: Invitation };

/** Owners only: invite by e-mail with roles, and follow, resend or revoke the invitations. */
export function InvitationsSection({ timeZone }: { timeZone: string }) {
  const t = useT();
  const queries = useQueryClient();
  const invitations = useClinicInvitations(true);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const refresh = () => queries.invalidateQueries({ queryKey: clinicKeys.invitations });
  const invite = useSaveForm(clinicApi.invite, (invitation) => {
    setSentTo(invitation.email);
    void refresh();
  });
  const action = useMutation({
    mutationFn: ({ kind, invitation }: Action) =>
      kind === 'resend'
        ? clinicApi.resendInvitation(invitation.id)
        : clinicApi.revokeInvitation(invitation.id),
    onSettled: () => refresh(),
  });
  const done = action.isSuccess ? action.variables : null;

  return (
    <Stack gap="6">
      <Card.Root as="section" aria-labelledby="clinic-invite">
        <Card.Header>
          <Heading as="h2" size="lg" id="clinic-invite">
            {t('clinic.invite.title')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <InviteForm
            onInvite={(input) => {
              setSentTo(null);
              invite.run(input);
            }}
            pending={invite.pending}
            failure={invite.failure}
            sentTo={invite.saved ? sentTo : null}
          />
        </Card.Body>
      </Card.Root>
      <Stack gap="4" as="section" aria-labelledby="clinic-invitations">
        <Heading as="h2" size="lg" id="clinic-invitations">
          {t('clinic.invitations.title')}
        </Heading>
        {action.isError && <SaveFailureAlert failure={saveFailureOf(action.error)} />}
        {done && (
          <FormSuccessAlert
            title={t(
              done.kind === 'resend' ? 'clinic.invitations.resent' : 'clinic.invitations.revoked',
              { email: done.invitation.email },
            )}
          />
        )}
        <InvitationList
          invitations={invitations.data ?? []}
          timeZone={timeZone}
          loading={invitations.isPending}
          failed={invitations.isError}
          onRetry={() => void invitations.refetch()}
          busyId={action.isPending ? (action.variables?.invitation.id ?? null) : null}
          onResend={(invitation) => action.mutate({ kind: 'resend', invitation })}
          onRevoke={(invitation) => action.mutate({ kind: 'revoke', invitation })}
        />
      </Stack>
    </Stack>
  );
}
