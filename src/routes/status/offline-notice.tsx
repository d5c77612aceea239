import { WifiOff } from 'lucide-react';
import { useT } from '../../ui/i18n/i18n-context';
import { StatusPage } from '../../ui/status/status-page';

/** Shown by itself while the browser is offline; statically imported, since no chunk can load then. */
export function OfflineNotice({ fullPage = false }: { fullPage?: boolean }) {
  const t = useT();
  return (
    <StatusPage
      icon={WifiOff}
      title={t('status.offline.title')}
      body={t('status.offline.body')}
      note={t('status.offline.kept')}
      fullPage={fullPage}
      live
    />
  );
}
