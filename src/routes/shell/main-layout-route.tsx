import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, type RouteComponentProps } from 'wouter';
import { ROUTES } from '../../config/constants';
import { PageLoading } from '../../ui/shell/page-loading';
import { ErrorBoundary } from '../../ui/status/error-boundary';
import { ConnectedCustomizer } from './customizer-connected';
import { PageErrorNotice } from '../status/page-error-notice';
import {
  isProductPage,
  PRODUCT_PAGE_DECLARATIONS,
  PRODUCT_PAGES,
  type ProductPage,
} from '../product-pages';
import { PanelShell } from './panel-shell';

/** One lazy component per declared page, made once so a page keeps its state across renders. */
const PAGE_COMPONENTS = Object.fromEntries(
  PRODUCT_PAGES.map((page): [ProductPage, LazyExoticComponent<ComponentType>] => [
    page,
    lazy(PRODUCT_PAGE_DECLARATIONS[page].load),
  ]),
) as Record<ProductPage, LazyExoticComponent<ComponentType>>;

/** /app/panels/hospital/:page — a product page inside the main layout; an unknown page goes home. */
export default function MainLayoutRoute({ params }: RouteComponentProps<{ page: string }>) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  if (!isProductPage(params.page)) return <Redirect to={ROUTES.landing} replace />;
  const Page = PAGE_COMPONENTS[params.page];
  return (
    <>
      <PanelShell page={params.page} onOpenSettings={() => setSettingsOpen(true)}>
        <ErrorBoundary resetKey={params.page} fallback={<PageErrorNotice />}>
          <Suspense fallback={<PageLoading />}>
            <Page />
          </Suspense>
        </ErrorBoundary>
      </PanelShell>
      <ConnectedCustomizer open={settingsOpen} onOpenChange={setSettingsOpen} />
    </>
  );
}
