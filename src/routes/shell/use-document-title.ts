import { useEffect } from 'react';
import { useT } from '../../ui/i18n/i18n-context';

/** Names the browser tab after the page ("Patients · Praxis"), in the active language. */
export function useDocumentTitle(pageTitle: string): void {
  const t = useT();
  useEffect(() => {
    document.title = t('shell.documentTitle', { page: pageTitle });
  }, [pageTitle, t]);
}
