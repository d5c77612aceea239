import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import type { Member } from '../../../common/contracts/clinic.contract';
import { useT } from '../i18n/i18n-context';
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
  const { members, currentUserId, canManage, loading = false, failed = false } = props;
  const t = useT();

  if (failed) {
    return <ListFailure title={t('clinic.members.failed')} onRetry={props.onRetry} />;
  }
  if (loading) return <Text role="status">{t('clinic.members.loading')}</Text>;

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
                {member.name}
                {member.id === currentUserId && ` ${t('clinic.members.you')}`}
              </Text>
            </Table.Cell>
            <Table.Cell overflowWrap="anywhere">{member.email}</Table.Cell>
            <Table.Cell>
              <RoleBadges roles={member.roles} />
            </Table.Cell>
            <Table.Cell>
              <Text>{member.credentials ?? t('clinic.members.noCredentials')}</Text>
              {member.licenceNumber && (
                <Text textStyle="xs" color="fg.muted">
                  {t('clinic.members.licence', { number: member.licenceNumber })}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={member.active ? 'green' : 'gray'}>
                {member.active ? t('clinic.members.active') : t('clinic.members.deactivated')}
              </Badge>
            </Table.Cell>
            {canManage && (
              <Table.Cell>
                <HStack gap="2">
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={t('clinic.members.editLabel', { name: member.name })}
                    onClick={() => props.onEdit(member)}
                  >
                    {t('clinic.members.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette={member.active ? 'red' : 'green'}
                    aria-label={t(
                      member.active
                        ? 'clinic.members.deactivateLabel'
                        : 'clinic.members.reactivateLabel',
                      { name: member.name },
                    )}
                    onClick={() => props.onToggleActive(member)}
                  >
                    {member.active
                      ? t('clinic.members.deactivate')
                      : t('clinic.members.reactivate')}
                  </Button>
                </HStack>
              </Table.Cell>
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </ClinicTable>
  );
}
