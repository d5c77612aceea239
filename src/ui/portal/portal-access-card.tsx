import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { INVITATION_TTL_DAYS } from '../../../common/contracts/clinic.contract';
import type { PortalAccess } from '../../../common/contracts/portal.contract';
import { formatInstant } from '../format/clinic-time';
import { useI18n } from '../i18n/i18n-context';
import { ChartSection, ReadState } from '../patients/chart-section';
import { FormSuccessAlert } from '../session/form-alerts';

export interface PortalAccessCardProps {
  access: PortalAccess | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The clinic's zone: the link's end is read on the clinic's clock. */
  timeZone: string;
  /** The moment the card is read against (an invitation's link may have expired). */
  now: string;
  /** Given to members who may invite (staff, the care team's clinicians). */
  onInvite?: (() => void) | undefined;
  /** Given to members who may revoke (staff, owners, the care team's clinicians). */
  onRevoke?: (() => void) | undefined;
  /** What the last action did, said once it is done. */
  notice?: { kind: 'sent'; email: string } | { kind: 'revoked' } | null;
}

/**
 * The chart's card for the patient portal (issue 36): whether the patient may use it (never
 * invited, invited until the link expires, active, revoked), and the actions the member's rights
 * allow: invite (or send a new link), revoke. A member without the right to invite is told who can.
 */
export function PortalAccessCard(props: PortalAccessCardProps) {
  const { t, locale } = useI18n();
  const { access, onInvite, onRevoke, notice } = props;
  return (
    <ChartSection title={t('portalAccess.title')}>
      {!access ? (
        <ReadState
          loading={props.loading}
          failed={props.failed}
          loadingText={t('portalAccess.loading')}
          failedText={t('portalAccess.loadFailed')}
          onRetry={props.onRetry}
        />
      ) : (
        <Stack gap="3" align="start">
          {notice && (
            <FormSuccessAlert
              title={
                notice.kind === 'sent'
                  ? t('portalAccess.sent', { email: notice.email, days: INVITATION_TTL_DAYS })
                  : t('portalAccess.revokedNotice')
              }
            />
          )}
          <Text overflowWrap="anywhere">{statusLine(access, props, { t, locale })}</Text>
          {(onInvite && access.status !== 'active') || (onRevoke && mayEnd(access)) ? (
            <HStack gap="2" wrap="wrap">
              {onInvite && access.status !== 'active' && (
                <Button variant="outline" colorPalette="blue" onClick={onInvite}>
                  {access.status === 'invited'
                    ? t('portalAccess.resend')
                    : t('portalAccess.invite')}
                </Button>
              )}
              {onRevoke && mayEnd(access) && (
                <Button variant="outline" colorPalette="red" onClick={onRevoke}>
                  {t('portalAccess.revoke')}
                </Button>
              )}
            </HStack>
          ) : null}
          {!onInvite && access.status !== 'active' && (
            <Text color="fg.muted" textStyle="sm">
              {t('portalAccess.noRight')}
            </Text>
          )}
        </Stack>
      )}
    </ChartSection>
  );
}

/** Access that a revocation ends: an open invitation or an active account. */
const mayEnd = (access: PortalAccess) => access.status === 'invited' || access.status === 'active';

function statusLine(
  access: PortalAccess,
  { timeZone, now }: Pick<PortalAccessCardProps, 'timeZone' | 'now'>,
  { t, locale }: ReturnType<typeof useI18n>,
): string {
  const email = access.email ?? '';
  switch (access.status) {
    case 'none':
      return t('portalAccess.status.none');
    case 'active':
      return t('portalAccess.status.active', { email });
    case 'revoked':
      return t('portalAccess.status.revoked', { email });
    case 'invited': {
      const ends = access.invitationExpiresAt;
      if (!ends) return t('portalAccess.status.invitedExpired', { email, expires: '—' });
      const expires = formatInstant(ends, { locale, timeZone });
      return ends > now
        ? t('portalAccess.status.invited', { email, expires })
        : t('portalAccess.status.invitedExpired', { email, expires });
    }
  }
}
