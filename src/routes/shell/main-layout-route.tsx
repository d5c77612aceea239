import { Suspense, useState } from 'react';
import { Redirect, type RouteComponentProps } from 'wouter';
import { ROUTES } from '../../config/constants';
import { PageLoading } from '../../ui/shell/page-loading';
import { ErrorBoundary } from '../../ui/status/error-boundary';
import { ConnectedCustomizer } from './customizer-connected';
import { PageErrorNotice } from '../status/page-error-notice';
import { PRODUCT_PAGE_COMPONENTS } from '../product-page-components';
import { isProductPage } from '../product-pages';
import { QueryRoot } from '../query-root';
import { LinkIntentProvider } from '../link-intent-connected';
import { PanelShell } from './panel-shell';

/** /app/panels/hospital/:page — a product page inside the main layout; an unknown page goes home. */
export default function MainLayoutRoute({ params }: RouteComponentProps<{ page: string }>) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  if (!isProductPage(params.page)) return <Redirect to={ROUTES.landing} replace />;
  const Page = PRODUCT_PAGE_COMPONENTS[params.page].Component;
  return (
    <QueryRoot>
      <LinkIntentProvider>
        <PanelShell page={params.page} onOpenSettings={() => setSettingsOpen(true)}>
          <ErrorBoundary resetKey={params.page} fallback={<PageErrorNotice />}>
            <Suspense fallback={<PageLoading />}>
              <Page />
            </Suspense>
          </ErrorBoundary>
        </PanelShell>
      </LinkIntentProvider>
      <ConnectedCustomizer open={settingsOpen} onOpenChange={setSettingsOpen} />
    </QueryRoot>
  );
}
