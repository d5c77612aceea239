import '../../i18n/english/portal';
import '../../i18n/english/questionnaires';
import '../../i18n/english/shares';
import '../../i18n/english/visits';
import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { ROUTES } from '../../config/constants';
import { PortalShell } from '../../ui/portal/portal-shell';
import { PageLoading } from '../../ui/shell/page-loading';
import { ErrorBoundary } from '../../ui/status/error-boundary';
import { QueryRoot } from '../query-root';
import { PageErrorNotice } from '../status/page-error-notice';
import { useDocumentTitle } from '../shell/use-document-title';
import { useT } from '../../ui/i18n/i18n-context';
import { PORTAL_PAGES } from './portal-pages';
import { PORTAL_APPS_HREF, PORTAL_SECURITY_HREF } from './portal-session-href';
import { usePortalMe } from './use-portal-me';

/**
 * `/portal/*` (issue 36): the patient's area, nested under the portal's base. The shell names
 * the clinic and the patient; the page of the path (`PORTAL_PAGES`) renders inside it; an unknown
 * path goes to the dashboard.
 */
export default function PortalRoute() {
  return (
    <QueryRoot>
      <PortalFrame />
    </QueryRoot>
  );
}

function PortalFrame() {
  const t = useT();
  const me = usePortalMe();
  const [location, navigate] = useLocation();
  useDocumentTitle(t('portal.shell.label'));
  return (
    <PortalShell
      clinicName={me.data?.clinic.name}
      patientName={me.data?.patient.name}
      signOutHref={ROUTES.logout}
      securityHref={PORTAL_SECURITY_HREF}
      appsHref={PORTAL_APPS_HREF}
      // Nested under /portal: `~` leaves the nest for the app's own routes.
      onNavigate={(href) => navigate(`~${href}`)}
    >
      <ErrorBoundary resetKey={location} fallback={<PageErrorNotice />}>
        <Suspense fallback={<PageLoading />}>
          <Switch>
            {PORTAL_PAGES.map(({ path, page: { Component } }) => (
              <Route key={path} path={path} component={Component} />
            ))}
            <Route>
              <Redirect to="/" replace />
            </Route>
          </Switch>
        </Suspense>
      </ErrorBoundary>
    </PortalShell>
  );
}
