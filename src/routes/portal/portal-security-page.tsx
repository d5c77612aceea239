import { Heading, Stack, Text } from '@chakra-ui/react';
import { PORTAL_TWO_FACTOR_KEY, portalTwoFactorApi } from '../../api/portal/two-factor.api';
import { useT } from '../../ui/i18n/i18n-context';
import { TwoFactorSection } from '../session/two-factor-section';

/**
 * `/portal/security` (issue 36, c36-patient-2fa): the patient's own two-factor sign-in — the
 * members' card and steps (enrol with QR, key and first code; recovery codes shown once; new
 * codes; switch off) on the portal's calls.
 */
export default function PortalSecurityPage() {
  const t = useT();
  return (
    <Stack gap="4">
      <Heading as="h1">{t('portal.security.title')}</Heading>
      <Text>{t('portal.security.intro')}</Text>
      <TwoFactorSection api={portalTwoFactorApi} queryKey={PORTAL_TWO_FACTOR_KEY} />
    </Stack>
  );
}
