import { TriangleAlert } from 'lucide-react';
import { useT } from '../../ui/i18n/i18n-context';
import { StatusPage } from '../../ui/status/status-page';
import { useDocumentTitle } from '../shell/use-document-title';
import { BackHomeLink } from './status-link';

export default function ErrorPage() {
  const t = useT();
  useDocumentTitle(t('status.error.title'));
  return (
    <StatusPage
      fullPage
      icon={TriangleAlert}
      title={t('status.error.title')}
      body={t('status.error.body')}
      action={<BackHomeLink />}
    />
  );
}
