import { Heading, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { clinicApi, type MemberChangeResult } from '../../api/clinic/clinic.api';
import type { Member, MemberUpdate } from '../../../common/contracts/clinic.contract';
import { MembersTable } from '../../ui/clinic/members-table';
import { useRoleList } from '../../ui/clinic/role-badges';
import { useT } from '../../ui/i18n/i18n-context';
import { onDemand } from '../../ui/on-demand/on-demand';
import { useOnDemand } from '../../ui/on-demand/use-on-demand';
import { FormSuccessAlert } from '../../ui/session/form-alerts';
import { useAuthUser } from '../session/auth-context';
import { clinicKeys, useClinicMembers } from './clinic-queries';
import { useSaveForm } from './use-save-form';

interface MemberChange {
  id: string;
  update: MemberUpdate;
}

/** The two member dialogs, fetched the first time one opens (issue 13: Ark's dialog and focus trap). */
const memberDialogs = onDemand(() =>
  Promise.all([
    import('../../ui/clinic/member-edit-dialog'),
    import('../../ui/clinic/member-status-dialog'),
  ]).then(([edit, status]) => ({ ...edit, ...status })),
);

const saveMember = ({ id, update }: MemberChange) => clinicApi.updateMember(id, update);

/** The members table; owners edit roles and credentials and (de)activate members. */
export function MembersSection({ canManage }: { canManage: boolean }) {
  const t = useT();
  const queries = useQueryClient();
  const user = useAuthUser();
  const members = useClinicMembers();
  const [editing, setEditing] = useState<Member | null>(null);
  const [toggling, setToggling] = useState<Member | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const dialogs = useOnDemand(memberDialogs, editing !== null || toggling !== null, () => {
    setEditing(null);
    setToggling(null);
  }).module;

  const refresh = () => queries.invalidateQueries({ queryKey: clinicKeys.all });
  const roleList = useRoleList();
  const edit = useSaveForm(saveMember, ({ member, grant }: MemberChangeResult) => {
    setEditing(null);
    // A clinical role given to oneself waits for another owner, or (alone) is break-glass.
    const roles = grant ? roleList(grant.rolesAfter) : '';
    if (grant?.status === 'pending') setNotice(t('clinic.members.grantPending', { roles }));
    else if (grant?.kind === 'break-glass')
      setNotice(t('clinic.members.grantBreakGlass', { roles }));
    else setNotice(t('clinic.members.saved', { name: member.name }));
    void refresh();
  });
  const status = useSaveForm(saveMember, ({ member }: MemberChangeResult) => {
    setToggling(null);
    setNotice(
      t(member.active ? 'clinic.members.nowReactivated' : 'clinic.members.nowDeactivated', {
        name: member.name,
      }),
    );
    void refresh();
  });

  return (
    <Stack gap="4" as="section" aria-labelledby="clinic-members">
      <Heading as="h2" size="lg" id="clinic-members">
        {t('clinic.members.title')}
      </Heading>
      {notice && <FormSuccessAlert title={notice} />}
      <MembersTable
        members={members.data ?? []}
        currentUserId={user?.id}
        canManage={canManage}
        loading={members.isPending}
        failed={members.isError}
        onRetry={() => void members.refetch()}
        onEdit={(member) => {
          edit.reset();
          setNotice(null);
          setEditing(member);
        }}
        onToggleActive={(member) => {
          status.reset();
          setNotice(null);
          setToggling(member);
        }}
      />
      {canManage && dialogs && (
        <>
          <dialogs.MemberEditDialog
            member={editing}
            onClose={() => setEditing(null)}
            onSave={(update) => editing && edit.run({ id: editing.id, update })}
            pending={edit.pending}
            failure={edit.failure}
          />
          <dialogs.MemberStatusDialog
            member={toggling}
            onClose={() => setToggling(null)}
            onConfirm={() =>
              toggling && status.run({ id: toggling.id, update: { active: !toggling.active } })
            }
            pending={status.pending}
            failure={status.failure}
          />
        </>
      )}
    </Stack>
  );
}
