import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import type { Member } from '../../../common/contracts/clinic.contract';
import { useT } from '../i18n/i18n-context';
import {
  CardActions,
  CardField,
  CardFields,
  ResponsiveRows,
  RowCard,
  RowCards,
} from '../format/responsive-rows';
import { ClinicTable, ListFailure } from './clinic-table';
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
    return <ListFailure title={t('clinic.members.failed')} onRetry={props.onRetry} />;
  }
  if (loading) return <Text role="status">{t('clinic.members.loading')}</Text>;

  return <ResponsiveRows cards={<MemberCards {...props} />} table={<MembersGrid {...props} />} />;
}

/** A phone's members: a card each, its actions as buttons across the card. */
function MemberCards(props: MembersTableProps) {
  const { members, currentUserId, canManage } = props;
  const t = useT();
  return (
    <RowCards label={t('clinic.members.title')}>
      {members.map((member) => (
        <RowCard
          key={member.id}
          title={
            <Text fontWeight="medium">
              <MemberName member={member} currentUserId={currentUserId} />
            </Text>
          }
          badge={<StatusBadge member={member} />}
        >
          <CardFields>
            <CardField label={t('clinic.members.columns.email')}>{member.email}</CardField>
            <CardField label={t('clinic.members.columns.roles')}>
              <RoleBadges roles={member.roles} />
            </CardField>
            <CardField label={t('clinic.members.columns.credentials')}>
              <Credentials member={member} />
            </CardField>
          </CardFields>
          {canManage && (
            <CardActions>
              <MemberActions member={member} size="sm" {...props} />
            </CardActions>
          )}
        </RowCard>
      ))}
    </RowCards>
  );
}

/** The members where a table fits. */
function MembersGrid(props: MembersTableProps) {
  const { members, currentUserId, canManage } = props;
  const t = useT();
  return (
    <ClinicTable title={t('clinic.members.title')}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('clinic.members.columns.name')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('clinic.members.columns.email')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('clinic.members.columns.roles')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('clinic.members.columns.credentials')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('clinic.members.columns.status')}</Table.ColumnHeader>
          {canManage && (
            <Table.ColumnHeader>{t('clinic.members.columns.actions')}</Table.ColumnHeader>
          )}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {members.map((member) => (
          <Table.Row key={member.id}>
            <Table.Cell overflowWrap="anywhere" minW="10rem">
              <Text fontWeight="medium">
                <MemberName member={member} currentUserId={currentUserId} />
              </Text>
            </Table.Cell>
            <Table.Cell overflowWrap="anywhere">{member.email}</Table.Cell>
            <Table.Cell>
              <RoleBadges roles={member.roles} />
            </Table.Cell>
            <Table.Cell>
              <Credentials member={member} />
            </Table.Cell>
            <Table.Cell>
              <StatusBadge member={member} />
            </Table.Cell>
            {canManage && (
              <Table.Cell>
                <HStack gap="2">
                  <MemberActions member={member} size="xs" {...props} />
                </HStack>
              </Table.Cell>
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </ClinicTable>
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
