import { Alert, Button, Card, Heading, List, Spinner, Stack, Text } from '@chakra-ui/react';
import type { PortalSmartGrant } from '../../../common/contracts/portal-smart.contract';
import { formatInstant } from '../format/clinic-time';
import { useI18n } from '../i18n/i18n-context';
import { patientScopeInWords } from './patient-scope-words';

export type PortalAppGrantsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; grants: readonly PortalSmartGrant[] };

export interface PortalAppGrantsProps {
  state: PortalAppGrantsState;
  /** The clinic's time zone (the day an app was allowed, as the clinic's clock shows it). */
  timeZone: string;
  onRevoke: (grant: PortalSmartGrant) => void;
  onRetry: () => void;
  /** The grant whose revocation is on its way. */
  revoking?: string | null;
  /** The last answer: an app revoked, or a revocation that failed. */
  notice?:
    { kind: 'revoked'; app: string } | { kind: 'failed'; app: string; detail: string } | null;
}

/**
 * "Your apps" (issue 36): the apps the patient allowed to read their records, what each may read
 * in plain words, since when, and Revoke (its tokens stop at the next request).
 */
export function PortalAppGrants(props: PortalAppGrantsProps) {
  const { t, locale } = useI18n();
  const { state, notice } = props;
  return (
    <Stack gap="4">
      <Heading as="h1">{t('portal.apps.grants.title')}</Heading>
      <Text color="fg.muted">{t('portal.apps.grants.intro')}</Text>
      <Text role="status" aria-live="polite">
        {notice?.kind === 'revoked' ? t('portal.apps.grants.revoked', { app: notice.app }) : ''}
      </Text>
      {notice?.kind === 'failed' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            {t('portal.apps.grants.revokeFailed', { app: notice.app, detail: notice.detail })}
          </Alert.Title>
        </Alert.Root>
      )}
      {state.status === 'loading' && <Spinner aria-label={t('portal.apps.grants.loading')} />}
      {state.status === 'failed' && (
        <Stack gap="3" align="start">
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('portal.apps.grants.loadFailed')}</Alert.Title>
          </Alert.Root>
          <Button onClick={props.onRetry}>{t('portal.apps.grants.retry')}</Button>
        </Stack>
      )}
      {state.status === 'ready' && state.grants.length === 0 && (
        <Text>{t('portal.apps.grants.empty')}</Text>
      )}
      {state.status === 'ready' &&
        state.grants.map((grant) => (
          <Card.Root as="section" key={grant.id} aria-label={grant.app.name}>
            <Card.Body>
              <Stack gap="3">
                <Heading as="h2" size="md">
                  {grant.app.name}
                </Heading>
                <Text color="fg.muted" textStyle="sm">
                  {t('portal.apps.grants.approvedOn', {
                    date: formatInstant(grant.approvedAt, {
                      locale,
                      timeZone: props.timeZone,
                      style: 'date',
                    }),
                  })}
                </Text>
                <List.Root ps="5">
                  {grant.scopes.map((scope) => (
                    <List.Item key={scope}>{patientScopeInWords(scope, t)}</List.Item>
                  ))}
                </List.Root>
                <Button
                  alignSelf="start"
                  variant="outline"
                  colorPalette="red"
                  loading={props.revoking === grant.id}
                  disabled={Boolean(props.revoking)}
                  onClick={() => props.onRevoke(grant)}
                >
                  {t('portal.apps.grants.revoke', { app: grant.app.name })}
                </Button>
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
    </Stack>
  );
}
