import { Button } from '@chakra-ui/react';
import { Link } from 'wouter';
import { ROUTES } from '../../config/constants';
import { useT } from '../../ui/i18n/i18n-context';

/** The way back from a status page: the organization page (the app's landing page). */
export function BackHomeLink() {
  const t = useT();
  return (
    <Button asChild colorPalette="blue">
      <Link href={ROUTES.landing}>{t('status.backHome')}</Link>
    </Button>
  );
}
