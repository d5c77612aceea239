import { useT } from '../i18n/i18n-context';

/** Shown while a page module loads. */
export function PageLoading() {
  const t = useT();
  return <div role="progressbar" aria-label={t('common.loading')} aria-busy="true" />;
}
