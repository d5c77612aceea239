import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import type { Invitation, InvitationStatus } from '../../../common/contracts/clinic.contract';
import { Isolate } from '../format/isolate';
import {
  CardActions,
  CardField,
  CardFields,
  ResponsiveRows,
  RowCard,
  RowCards,
} from '../format/responsive-rows';
import { useI18n, useT } from '../i18n/i18n-context';
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

/**
 * Invitations with their status and expiry; a pending or expired one can be sent again. A table
 * where it fits, cards on a phone (below `md`), where the actions column would scroll away.
 */
export function InvitationList(props: InvitationListProps) {
  const { invitations, timeZone, loading = false, failed = false } = props;
  const { t, locale } = useI18n();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });

  if (failed) {
    return <ListFailure title={t('clinic.invitations.failed')} onRetry={props.onRetry} />;
  }
  if (loading) return <Text role="status">{t('clinic.invitations.loading')}</Text>;
  if (invitations.length === 0) {
    return <Text color="fg.muted">{t('clinic.invitations.empty')}</Text>;
  }

  const grid = { ...props, date };
  return (
    <ResponsiveRows cards={<InvitationCards {...grid} />} table={<InvitationGrid {...grid} />} />
  );
}

type ListProps = InvitationListProps & { date: Intl.DateTimeFormat };

/** A phone's invitations: a card each, its resend and revoke as buttons across the card. */
function InvitationCards(props: ListProps) {
  const t = useT();
  return (
    <RowCards label={t('clinic.invitations.title')}>
      {props.invitations.map((invitation) => (
        <RowCard
          key={invitation.id}
          title={
            <Text fontWeight="medium" overflowWrap="anywhere">
              {invitation.email}
            </Text>
          }
          badge={<StatusBadge status={invitation.status} />}
        >
          <CardFields>
            <CardField label={t('clinic.invitations.columns.roles')}>
              <RoleBadges roles={invitation.roles} />
            </CardField>
            <CardField label={t('clinic.invitations.columns.expires')}>
              <Expiry invitation={invitation} date={props.date} />
            </CardField>
          </CardFields>
          {isOpen(invitation) && (
            <CardActions>
              <InvitationActions invitation={invitation} size="sm" {...props} />
            </CardActions>
          )}
        </RowCard>
      ))}
    </RowCards>
  );
}

/** The invitations where a table fits. */
function InvitationGrid(props: ListProps) {
  const t = useT();
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
        {props.invitations.map((invitation) => (
          <Table.Row key={invitation.id}>
            <Table.Cell overflowWrap="anywhere">{invitation.email}</Table.Cell>
            <Table.Cell>
              <RoleBadges roles={invitation.roles} />
            </Table.Cell>
            <Table.Cell>
              <StatusBadge status={invitation.status} />
            </Table.Cell>
            <Table.Cell>
              <Expiry invitation={invitation} date={props.date} />
            </Table.Cell>
            <Table.Cell>
              {isOpen(invitation) && (
                <HStack gap="2">
                  <InvitationActions invitation={invitation} size="xs" {...props} />
                </HStack>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ClinicTable>
  );
}

/** A pending or expired invitation can be sent again; a pending one revoked. */
const isOpen = (invitation: Invitation) =>
  invitation.status === 'pending' || invitation.status === 'expired';

function StatusBadge({ status }: { status: InvitationStatus }) {
  const t = useT();
  return (
    <Badge colorPalette={STATUS_PALETTE[status]}>{t(`clinic.invitations.status.${status}`)}</Badge>
  );
}

function Expiry({ invitation, date }: { invitation: Invitation; date: Intl.DateTimeFormat }) {
  return (
    <time dateTime={invitation.expiresAt}>
      <Isolate>{date.format(new Date(invitation.expiresAt))}</Isolate>
    </time>
  );
}

/** Resend, and revoke while pending; each names the invitation's e-mail it acts on. */
function InvitationActions({
  invitation,
  size,
  busyId = null,
  onResend,
  onRevoke,
}: Pick<InvitationListProps, 'busyId' | 'onResend' | 'onRevoke'> & {
  invitation: Invitation;
  size: 'xs' | 'sm';
}) {
  const t = useT();
  const busy = busyId === invitation.id;
  return (
    <>
      <Button
        size={size}
        variant="outline"
        disabled={busy}
        aria-label={t('clinic.invitations.resendLabel', { email: invitation.email })}
        onClick={() => onResend(invitation)}
      >
        {t('clinic.invitations.resend')}
      </Button>
      {invitation.status === 'pending' && (
        <Button
          size={size}
          variant="outline"
          colorPalette="red"
          disabled={busy}
          aria-label={t('clinic.invitations.revokeLabel', { email: invitation.email })}
          onClick={() => onRevoke(invitation)}
        >
          {t('clinic.invitations.revoke')}
        </Button>
      )}
    </>
  );
}
