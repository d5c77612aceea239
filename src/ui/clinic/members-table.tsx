import { Badge, Button, Text } from '@chakra-ui/react';
import type { Member } from '../../../common/contracts/clinic.contract';
import { useT } from '../i18n/i18n-context';
import { RowList, type RowColumn } from '../format/row-list';
import { ListFailure } from './list-failure';
import { RoleBadges } from './role-badges';

export interface MembersTableProps {
  members: readonly Member[];
  /** The signed-in member, marked "(you)". */
  currentUserId?: string;
  /** Owners get the actions column; nobody else is offered it. */
  canManage: boolean;
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => void;
  onEdit: (member: Member) => void;
  onToggleActive: (member: Member) => void;
}

/** The clinic's members with roles, credentials and status; owners edit and (de)activate them. */
export function MembersTable(props: MembersTableProps) {
  const { loading = false, failed = false } = props;
  const t = useT();

  if (failed) {
    return (
      <ListFailure
        title={t('clinic.members.failed')}
        section={t('clinic.members.title')}
        onRetry={props.onRetry}
      />
    );
  }
  if (loading) return <Text role="status">{t('clinic.members.loading')}</Text>;

  const { members, currentUserId, canManage } = props;
  const name = (member: Member) => (
    <Text fontWeight="medium">
      <MemberName member={member} currentUserId={currentUserId} />
    </Text>
  );
  const columns: RowColumn<Member>[] = [
    {
      header: t('clinic.members.columns.name'),
      card: 'title',
      cell: name,
      cellStyle: { overflowWrap: 'anywhere', minW: '10rem' },
    },
    {
      header: t('clinic.members.columns.email'),
      cell: (member) => member.email,
      cellStyle: { overflowWrap: 'anywhere' },
    },
    {
      header: t('clinic.members.columns.roles'),
      cell: (member) => <RoleBadges roles={member.roles} />,
    },
    {
      header: t('clinic.members.columns.credentials'),
      cell: (member) => <Credentials member={member} />,
    },
    {
      header: t('clinic.members.columns.status'),
      card: 'badge',
      cell: (member) => <StatusBadge member={member} />,
    },
  ];
  // Owners get the actions column; nobody else is offered it.
  if (canManage) {
    columns.push({
      header: t('clinic.members.columns.actions'),
      card: 'actions',
      cell: (member, where) => (
        <MemberActions member={member} size={where === 'card' ? 'sm' : 'xs'} {...props} />
      ),
    });
  }
  return (
    <RowList
      label={t('clinic.members.title')}
      rows={members}
      rowKey={(member) => member.id}
      columns={columns}
    />
  );
}

function MemberName({ member, currentUserId }: { member: Member; currentUserId?: string }) {
  const t = useT();
  return (
    <>
      {member.name}
      {member.id === currentUserId && ` ${t('clinic.members.you')}`}
    </>
  );
}

function StatusBadge({ member }: { member: Member }) {
  const t = useT();
  return (
    <Badge colorPalette={member.active ? 'green' : 'gray'}>
      {member.active ? t('clinic.members.active') : t('clinic.members.deactivated')}
    </Badge>
  );
}

function Credentials({ member }: { member: Member }) {
  const t = useT();
  return (
    <>
      <Text>{member.credentials ?? t('clinic.members.noCredentials')}</Text>
      {member.licenceNumber && (
        <Text textStyle="xs" color="fg.muted">
          {t('clinic.members.licence', { number: member.licenceNumber })}
        </Text>
      )}
    </>
  );
}

/** Edit, and deactivate or reactivate; each names the member it acts on. */
function MemberActions({
  member,
  size,
  onEdit,
  onToggleActive,
}: Pick<MembersTableProps, 'onEdit' | 'onToggleActive'> & { member: Member; size: 'xs' | 'sm' }) {
  const t = useT();
  return (
    <>
      <Button
        size={size}
        variant="outline"
        aria-label={t('clinic.members.editLabel', { name: member.name })}
        onClick={() => onEdit(member)}
      >
        {t('clinic.members.edit')}
      </Button>
      <Button
        size={size}
        variant="outline"
        colorPalette={member.active ? 'red' : 'green'}
        aria-label={t(
          member.active ? 'clinic.members.deactivateLabel' : 'clinic.members.reactivateLabel',
          { name: member.name },
        )}
        onClick={() => onToggleActive(member)}
      >
        {member.active ? t('clinic.members.deactivate') : t('clinic.members.reactivate')}
      </Button>
    </>
  );
}
