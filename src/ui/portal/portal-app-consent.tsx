import { Alert, Button, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { PortalSmartConsent } from '../../../common/contracts/portal-smart.contract';
import { useT } from '../i18n/i18n-context';
import { patientScopeInWords } from './patient-scope-words';

/** What the patient's consent page knows of the launch. */
export type PortalAppConsentView =
  | { kind: 'loading' }
  | { kind: 'failed'; detail: string }
  | { kind: 'ready'; consent: PortalSmartConsent };

export interface PortalAppConsentProps {
  view: PortalAppConsentView;
  onApprove: () => void;
  /** Deny, or (for a refused request) go back to the app with its error. */
  onDeny: () => void;
  /** An answer on its way: the buttons wait, then the browser leaves for the app. */
  pending?: boolean;
  decideFailed?: string | null;
}

/**
 * A portal patient's consent to an app of their own (issue 36): which app, what it may read of
 * their own records in plain words (the scope itself beside it), Allow / Deny. An app asking for
 * what a patient may not allow (another person's records, writing) can only be sent back.
 */
export function PortalAppConsent(props: PortalAppConsentProps) {
  const t = useT();
  const headingId = useId();
  const { view, pending = false } = props;
  if (view.kind === 'loading')
    return <Text color="fg.muted">{t('portal.apps.consent.loading')}</Text>;
  if (view.kind === 'failed') {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t('portal.apps.consent.failed', { detail: view.detail })}</Alert.Title>
      </Alert.Root>
    );
  }
  const { consent } = view;
  const app = consent.app.name;
  const refused = consent.refused.length > 0;
  return (
    <Card.Root as="section" aria-labelledby={headingId} w="full">
      <Card.Header>
        <Heading as="h1" size="xl" id={headingId}>
          {refused
            ? t('portal.apps.consent.refusedTitle', { app })
            : t('portal.apps.consent.title', { app })}
        </Heading>
        <Text color="fg.muted">
          {refused ? t('portal.apps.consent.refusedText') : t('portal.apps.consent.intro', { app })}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {!refused && (
            <Stack gap="2">
              <Text fontWeight="semibold">{t('portal.apps.consent.scopes')}</Text>
              <List.Root ps="5">
                {consent.scopes.map((scope) => (
                  <List.Item key={scope}>
                    {patientScopeInWords(scope, t)}{' '}
                    <Text as="span" color="fg.muted" dir="ltr">
                      ({scope})
                    </Text>
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          )}
          {props.decideFailed && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>
                {t('portal.apps.consent.decideFailed', { detail: props.decideFailed })}
              </Alert.Title>
            </Alert.Root>
          )}
          <HStack wrap="wrap">
            {refused ? (
              <Button onClick={props.onDeny} loading={pending}>
                {t('portal.apps.consent.backToApp')}
              </Button>
            ) : (
              <>
                <Button
                  onClick={props.onApprove}
                  loading={pending}
                  loadingText={t('portal.apps.consent.approve')}
                >
                  {t('portal.apps.consent.approve')}
                </Button>
                <Button variant="outline" onClick={props.onDeny} disabled={pending}>
                  {t('portal.apps.consent.deny')}
                </Button>
              </>
            )}
          </HStack>
          <Text role="status" textStyle="sm" color="fg.muted">
            {pending ? t('portal.apps.consent.leaving') : ''}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
