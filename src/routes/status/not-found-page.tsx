import { FileQuestion } from 'lucide-react';
import { useT } from '../../ui/i18n/i18n-context';
import { StatusPage } from '../../ui/status/status-page';
import { useDocumentTitle } from '../shell/use-document-title';
import { BackHomeLink } from './status-link';

export default function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('status.notFound.title'));
  return (
    <StatusPage
      fullPage
      icon={FileQuestion}
      code={t('status.notFound.code')}
      title={t('status.notFound.title')}
      body={t('status.notFound.body')}
      action={<BackHomeLink />}
    />
  );
}
