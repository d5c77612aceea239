import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import type { Invitation, InvitationStatus } from '../../../common/contracts/clinic.contract';
import { useI18n } from '../i18n/i18n-context';
import { ClinicTable, ListFailure } from './clinic-table';
import { RoleBadges } from './role-badges';

const STATUS_PALETTE: Record<InvitationStatus, string> = {
  pending: 'orange',
  accepted: 'green',
  revoked: 'gray',
  expired: 'red',
};

export interface InvitationListProps {
  invitations: readonly Invitation[];
  /** Dates are shown in the clinic's time zone. */
  timeZone: string;
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => void;
  /** The invitation whose resend or revoke is in flight. */
  busyId?: string | null;
  onResend: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
}

/** Invitations with their status and expiry; a pending or expired one can be sent again. */
export function InvitationList(props: InvitationListProps) {
  const { invitations, timeZone, loading = false, failed = false, busyId = null } = props;
  const { t, locale } = useI18n();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });

  if (failed) {
    return <ListFailure title={t('clinic.invitations.failed')} onRetry={props.onRetry} />;
  }
  if (loading) return <Text role="status">{t('clinic.invitations.loading')}</Text>;
  if (invitations.length === 0) {
    return <Text color="fg.muted">{t('clinic.invitations.empty')}</Text>;
  }

  return (
    <ClinicTable title={t('clinic.invitations.title')}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('clinic.invitations.columns.email')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('clinic.invitations.columns.roles')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('clinic.invitations.columns.status')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('clinic.invitations.columns.expires')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('clinic.invitations.columns.actions')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {invitations.map((invitation) => {
          const open = invitation.status === 'pending' || invitation.status === 'expired';
          const busy = busyId === invitation.id;
          return (
            <Table.Row key={invitation.id}>
              <Table.Cell overflowWrap="anywhere">{invitation.email}</Table.Cell>
              <Table.Cell>
                <RoleBadges roles={invitation.roles} />
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATUS_PALETTE[invitation.status]}>
                  {t(`clinic.invitations.status.${invitation.status}`)}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                <time dateTime={invitation.expiresAt}>
                  {date.format(new Date(invitation.expiresAt))}
                </time>
              </Table.Cell>
              <Table.Cell>
                {open && (
                  <HStack gap="2">
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={busy}
                      aria-label={t('clinic.invitations.resendLabel', {
                        email: invitation.email,
                      })}
                      onClick={() => props.onResend(invitation)}
                    >
                      {t('clinic.invitations.resend')}
                    </Button>
                    {invitation.status === 'pending' && (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        disabled={busy}
                        aria-label={t('clinic.invitations.revokeLabel', {
                          email: invitation.email,
                        })}
                        onClick={() => props.onRevoke(invitation)}
                      >
                        {t('clinic.invitations.revoke')}
                      </Button>
                    )}
                  </HStack>
                )}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </ClinicTable>
  );
}
