import { Box } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { ROUTES } from '../../config/constants';
import { useT } from '../../ui/i18n/i18n-context';
import { AuthLink } from '../../ui/session/auth-link';

/** The account pages stand outside the product's frame: this is their way back into it. */
export function BackToAppLink() {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <Box mt="6">
      <AuthLink href={ROUTES.landing} onNavigate={navigate}>
        {t('auth.backToApp')}
      </AuthLink>
    </Box>
  );
}
