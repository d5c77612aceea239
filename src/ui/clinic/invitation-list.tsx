import { Badge, Button, Text } from '@chakra-ui/react';
import type { Invitation, InvitationStatus } from '../../../common/contracts/clinic.contract';
import { Isolate } from '../format/isolate';
import { RowList, type RowColumn } from '../format/row-list';
import { useI18n, useT } from '../i18n/i18n-context';
import { ListFailure } from './list-failure';
import { RoleBadges } from './role-badges';
import { dateTimeFormat } from '../format/date-time-formats';

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
  const date = dateTimeFormat(locale, { dateStyle: 'medium', timeZone });

  if (failed) {
    return (
      <ListFailure
        title={t('clinic.invitations.failed')}
        section={t('clinic.invitations.title')}
        onRetry={props.onRetry}
      />
    );
  }
  if (loading) return <Text role="status">{t('clinic.invitations.loading')}</Text>;
  if (invitations.length === 0) {
    return <Text color="fg.muted">{t('clinic.invitations.empty')}</Text>;
  }

  const columns: RowColumn<Invitation>[] = [
    {
      header: t('clinic.invitations.columns.email'),
      card: 'title',
      cell: (invitation, where) =>
        where === 'card' ? (
          <Text fontWeight="medium" overflowWrap="anywhere">
            {invitation.email}
          </Text>
        ) : (
          invitation.email
        ),
      cellStyle: { overflowWrap: 'anywhere' },
    },
    {
      header: t('clinic.invitations.columns.roles'),
      cell: (invitation) => <RoleBadges roles={invitation.roles} />,
    },
    {
      header: t('clinic.invitations.columns.status'),
      card: 'badge',
      cell: (invitation) => <StatusBadge status={invitation.status} />,
    },
    {
      header: t('clinic.invitations.columns.expires'),
      cell: (invitation) => <Expiry invitation={invitation} date={date} />,
    },
    {
      header: t('clinic.invitations.columns.actions'),
      card: 'actions',
      cell: (invitation, where) =>
        isOpen(invitation) && (
          <InvitationActions
            invitation={invitation}
            size={where === 'card' ? 'sm' : 'xs'}
            {...props}
          />
        ),
    },
  ];
  return (
    <RowList
      label={t('clinic.invitations.title')}
      rows={invitations}
      rowKey={(invitation) => invitation.id}
      columns={columns}
    />
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
