import { Stack, Text } from '@chakra-ui/react';
import type { PatientConsent } from '../../../common/contracts/consent-texts.contract';
import { useT } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import type { PortalLoad } from './portal-load-state';
import { PortalLoadNotice } from './portal-load-notice';

export interface ConsentsToSignSectionProps {
  consents: PortalLoad<PatientConsent[]>;
  onRetry: () => void;
  /** The consents page's address. */
  consentsHref: string;
  onNavigate?: (href: string) => void;
}

/**
 * The dashboard's "consents to sign" (issue 36): how many wait for the patient's signature, each
 * named, and the way to read and sign them; or that everything is signed.
 */
export function ConsentsToSignSection(props: ConsentsToSignSectionProps) {
  const t = useT();
  const { consents } = props;
  if (consents.status !== 'ready') {
    return <PortalLoadNotice load={consents} onRetry={props.onRetry} />;
  }
  const toSign = consents.data.filter((consent) => consent.state === 'to-sign');
  if (consents.data.length === 0)
    return <Text color="fg.muted">{t('shares.portal.noConsents')}</Text>;
  return (
    <Stack gap="2" align="start">
      {toSign.length === 0 ? (
        <Text>{t('shares.portal.allSigned')}</Text>
      ) : (
        <>
          <Text>{t('shares.portal.toSignCount', { count: toSign.length })}</Text>
          <Stack as="ul" ps="5" gap="1">
            {toSign.map((consent) => (
              <li key={consent.text.id}>{consent.text.title}</li>
            ))}
          </Stack>
        </>
      )}
      <AuthLink href={props.consentsHref} onNavigate={props.onNavigate}>
        {toSign.length > 0 ? t('shares.portal.readAndSign') : t('shares.portal.seeConsents')}
      </AuthLink>
    </Stack>
  );
}
