import { Construction } from 'lucide-react';
import { useT } from '../../ui/i18n/i18n-context';
import { StatusPage } from '../../ui/status/status-page';
import { useDocumentTitle } from '../shell/use-document-title';
import { BackHomeLink } from './status-link';

export default function ComingSoonPage() {
  const t = useT();
  useDocumentTitle(t('status.comingSoon.title'));
  return (
    <StatusPage
      fullPage
      icon={Construction}
      title={t('status.comingSoon.title')}
      body={t('status.comingSoon.body')}
      action={<BackHomeLink />}
    />
  );
}
