import { useT } from '../../ui/i18n/i18n-context';
import { PagePlaceholder } from '../../ui/status/page-placeholder';
import type { ProductPage as ProductPageName } from '../route-table';
import { pageDescription, pageTitle } from './panel-menu';

/** The body of a product page whose contents the spec does not show (spec §2). */
export function ProductPage({ page }: { page: ProductPageName }) {
  const t = useT();
  return <PagePlaceholder title={pageTitle(page, t)} description={pageDescription(page, t)} />;
}
