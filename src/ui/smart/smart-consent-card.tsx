import { Alert, Button, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import type { SmartConsent } from '../../../common/contracts/smart.contract';
import { useT } from '../i18n/i18n-context';
import { scopeInWords } from './scope-words';

/** What the consent page knows of the launch. */
export type SmartConsentView =
  | { kind: 'loading' }
  | { kind: 'failed'; detail: string }
  | { kind: 'ready'; consent: SmartConsent };

export interface SmartConsentCardProps {
  view: SmartConsentView;
  /** The patient picker, shown when the app is launched for one patient. */
  patientPicker?: ReactNode;
  onApprove: () => void;
  onDeny: () => void;
  /** An answer on its way: the buttons wait, then the browser leaves for the app. */
  pending?: boolean;
  /** An answer the server refused or did not get. */
  decideFailed?: string | null;
}

/**
 * SMART App Launch's consent (issue 34): which app asks, what it will be able to do in plain
 * words, the patient it may read (when launched for one), and Allow / Deny.
 */
export function SmartConsentCard(props: SmartConsentCardProps) {
  const t = useT();
  const headingId = useId();
  const { view, pending = false } = props;
  if (view.kind === 'loading') {
    return <Text color="fg.muted">{t('clinic.smart.consent.loading')}</Text>;
  }
  if (view.kind === 'failed') {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t('clinic.smart.consent.failed', { detail: view.detail })}</Alert.Title>
      </Alert.Root>
    );
  }
  const { consent } = view;
  const app = consent.app.name;
  return (
    <Card.Root as="section" aria-labelledby={headingId} maxW="40rem" w="full">
      <Card.Header>
        <Heading as="h1" size="xl" id={headingId}>
          {t('clinic.smart.consent.title', { app })}
        </Heading>
        <Text color="fg.muted">{t('clinic.smart.consent.intro', { app })}</Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Stack gap="2">
            <Text fontWeight="semibold">{t('clinic.smart.consent.scopes')}</Text>
            <List.Root ps="5">
              {consent.scopes.map((scope) => (
                <List.Item key={scope}>
                  {scopeInWords(scope, t)}{' '}
                  <Text as="span" color="fg.muted" dir="ltr">
                    ({scope})
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          </Stack>
          {consent.needsPatient && props.patientPicker && (
            <Stack gap="2" as="fieldset">
              <Heading as="h2" size="md">
                {t('clinic.smart.consent.patientTitle')}
              </Heading>
              {props.patientPicker}
            </Stack>
          )}
          {props.decideFailed && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>
                {t('clinic.smart.consent.decideFailed', { detail: props.decideFailed })}
              </Alert.Title>
            </Alert.Root>
          )}
          <HStack>
            <Button
              onClick={props.onApprove}
              loading={pending}
              loadingText={t('clinic.smart.consent.approve')}
            >
              {t('clinic.smart.consent.approve')}
            </Button>
            <Button variant="outline" onClick={props.onDeny} disabled={pending}>
              {t('clinic.smart.consent.deny')}
            </Button>
          </HStack>
          <Text role="status" textStyle="sm" color="fg.muted">
            {pending ? t('clinic.smart.consent.leaving') : ''}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
