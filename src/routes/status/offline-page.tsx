import { WifiOff } from 'lucide-react';
import { useT } from '../../ui/i18n/i18n-context';
import { StatusPage } from '../../ui/status/status-page';
import { useDocumentTitle } from '../shell/use-document-title';
import { BackHomeLink } from './status-link';

/** The offline page as its own route (/maintenance/offline-ui), e.g. for a service worker to show. */
export default function OfflinePage() {
  const t = useT();
  useDocumentTitle(t('status.offline.title'));
  return (
    <StatusPage
      fullPage
      icon={WifiOff}
      title={t('status.offline.title')}
      body={t('status.offline.body')}
      action={<BackHomeLink />}
    />
  );
}
