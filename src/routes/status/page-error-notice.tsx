import { Button } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { useT } from '../../ui/i18n/i18n-context';
import { StatusPage } from '../../ui/status/status-page';

/** In place of a page that failed; a reload is the one retry that refetches a failed chunk. */
export function PageErrorNotice({ fullPage = false }: { fullPage?: boolean }) {
  const t = useT();
  return (
    <StatusPage
      fullPage={fullPage}
      icon={TriangleAlert}
      title={t('status.error.title')}
      body={t('status.error.body')}
      action={
        <Button colorPalette="blue" onClick={() => window.location.reload()}>
          {t('status.retry')}
        </Button>
      }
    />
  );
}
