import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { RoleGrant } from '../../../common/contracts/clinic.contract';
import { clinicApi } from '../../api/clinic/clinic.api';
import { useT } from '../../ui/i18n/i18n-context';
import { RoleGrantNotices } from '../../ui/clinic/role-grant-notices';
import { useRoleList } from '../../ui/clinic/role-badges';
import { FormSuccessAlert } from '../../ui/session/form-alerts';
import { useAuthUser } from '../session/auth-context';
import { clinicKeys, useRoleGrants } from './clinic-queries';
import { useSaveForm } from './use-save-form';

interface Answer {
  grant: RoleGrant;
  approve: boolean;
}

const answer = ({ grant, approve }: Answer) =>
  approve ? clinicApi.approveRoleGrant(grant.id) : clinicApi.declineRoleGrant(grant.id);

/**
 * Clinical roles members gave themselves (issue 31), at the top of the organization page: the
 * break-glass notice every member sees, and the requests a second owner answers.
 */
export function RoleGrantsSection({ timeZone }: { timeZone: string }) {
  const t = useT();
  const roleList = useRoleList();
  const queries = useQueryClient();
  const user = useAuthUser();
  const grants = useRoleGrants();
  const [answering, setAnswering] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveForm(answer, (grant: RoleGrant) => {
    setAnswering(null);
    const words = { name: grant.memberName, roles: roleList(grant.rolesAfter) };
    const done = {
      approved: 'clinic.roleGrants.approved',
      declined: 'clinic.roleGrants.declined',
      withdrawn: 'clinic.roleGrants.withdrawn',
    } as const;
    if (grant.status in done) setNotice(t(done[grant.status as keyof typeof done], words));
    void queries.invalidateQueries({ queryKey: clinicKeys.all });
  });
  const run = (grant: RoleGrant, approve: boolean) => {
    setNotice(null);
    setAnswering(grant.id);
    save.run({ grant, approve });
  };
  return (
    <Stack gap="3">
      {notice && <FormSuccessAlert title={notice} />}
      <RoleGrantNotices
        grants={grants.data ?? []}
        currentUserId={user?.id}
        timeZone={timeZone}
        answering={save.pending ? answering : null}
        failure={save.failure}
        onApprove={(grant) => run(grant, true)}
        onDecline={(grant) => run(grant, false)}
      />
    </Stack>
  );
}
