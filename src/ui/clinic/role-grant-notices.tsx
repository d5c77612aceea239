import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import type { RoleGrant } from '../../../common/contracts/clinic.contract';
import type { SaveFailure } from '../../machines/clinic/save-form.machine';
import { useI18n } from '../i18n/i18n-context';
import { useRoleList } from './role-badges';
import { SaveFailureAlert } from './save-failure-alert';

export interface RoleGrantNoticesProps {
  /** Open requests: break-glass in force (every member sees it), and waiting ones (owners). */
  grants: readonly RoleGrant[];
  currentUserId: string | undefined;
  /** The clinic's time zone, for the dates. */
  timeZone: string;
  /** The request an answer is being saved for. */
  answering: string | null;
  failure: SaveFailure | null;
  onApprove: (grant: RoleGrant) => void;
  /** Another owner declines; the requester withdraws their own. */
  onDecline: (grant: RoleGrant) => void;
}

/**
 * What members gave themselves a clinical role (issue 31): a break-glass in force is a warning
 * every member sees; a request waiting for a second owner shows that owner approve and decline,
 * and its requester a withdraw. Nothing is shown when there is nothing open.
 */
export function RoleGrantNotices(props: RoleGrantNoticesProps) {
  const { t, locale } = useI18n();
  const roleList = useRoleList();
  if (props.grants.length === 0 && !props.failure) return null;
  const dates = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: props.timeZone,
  });
  return (
    <Stack gap="3" role="region" aria-label={t('clinic.roleGrants.region')}>
      {props.failure && (
        <SaveFailureAlert failure={props.failure} conflictTitle="clinic.roleGrants.answered" />
      )}
      {props.grants.map((grant) => {
        const words = {
          name: grant.memberName,
          roles: roleList(grant.rolesAfter),
          date: dates.format(new Date(grant.requestedAt)),
        };
        const own = grant.memberId === props.currentUserId;
        const busy = props.answering === grant.id;
        if (grant.kind === 'break-glass') {
          return (
            <Alert.Root key={grant.id} status="warning">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('clinic.roleGrants.breakGlassTitle', words)}</Alert.Title>
                <Alert.Description>
                  {t('clinic.roleGrants.breakGlassBody', words)}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          );
        }
        return (
          <Alert.Root key={grant.id} status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {own
                  ? t('clinic.roleGrants.ownPendingTitle')
                  : t('clinic.roleGrants.pendingTitle', words)}
              </Alert.Title>
              <Alert.Description>
                <Stack gap="2">
                  {own
                    ? t('clinic.roleGrants.ownPendingBody', words)
                    : t('clinic.roleGrants.pendingBody', words)}
                  <HStack gap="2" wrap="wrap">
                    {own ? (
                      <Button
                        size="sm"
                        variant="outline"
                        loading={busy}
                        onClick={() => props.onDecline(grant)}
                      >
                        {t('clinic.roleGrants.withdraw')}
                      </Button>
                    ) : (
                      <>
                        <Button
                          size="sm"
                          loading={busy}
                          aria-label={t('clinic.roleGrants.approveLabel', words)}
                          onClick={() => props.onApprove(grant)}
                        >
                          {t('clinic.roleGrants.approve')}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={busy}
                          aria-label={t('clinic.roleGrants.declineLabel', words)}
                          onClick={() => props.onDecline(grant)}
                        >
                          {t('clinic.roleGrants.decline')}
                        </Button>
                      </>
                    )}
                  </HStack>
                </Stack>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        );
      })}
    </Stack>
  );
}
