import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { PageLoading } from '../ui/shell/page-loading';
import { ErrorBoundary } from '../ui/status/error-boundary';
import { ROUTES } from '../config/constants';
import { ACCEPT_INVITATION_PAGE } from '../../common/constants/account.constants';
import { SMART_CONSENT_PAGE } from '../../common/contracts/smart.contract';
import { PANEL_BASE } from './route-table';
import { OfflineGate } from './status/offline-gate';
import { PageErrorNotice } from './status/page-error-notice';
import { PublicRouteGuard } from './session/public-route-guard';
import { MAIN_LAYOUT, PORTAL_ROUTE, SIGN_IN_PAGE } from './route-modules';
import { PORTAL_BASE, PORTAL_INVITATION_PAGE } from '../../common/constants/portal.constants';
import { preloadable } from './preloadable';
import { RetirePrerender } from './session/retire-prerender';
import { SessionGuard } from './session/session-guard';

const SignInPage = SIGN_IN_PAGE.Component;
const SignUpPage = preloadable(() => import('./session/sign-up-page')).Component;
const ResetPasswordPage = preloadable(() => import('./session/reset-password-page')).Component;
const AcceptInvitationPage = preloadable(() => import('./clinic/accept-invitation-page')).Component;
const PortalInvitationPage = preloadable(() => import('./portal/portal-invitation-page')).Component;
const LogoutPage = preloadable(() => import('./session/logout-page')).Component;
const CallbackPage = preloadable(() => import('./session/callback-page')).Component;
const ChangePasswordPage = preloadable(() => import('./session/change-password-page')).Component;
const ProfileSettingsPage = preloadable(() => import('./session/profile-settings-page')).Component;
const TabsAuthPage = preloadable(() => import('./session/tabs-auth-page')).Component;
const SmartConsentPage = preloadable(() => import('./smart/smart-consent-page')).Component;
const NotFoundPage = preloadable(() => import('./status/not-found-page')).Component;
const ComingSoonPage = preloadable(() => import('./status/coming-soon-page')).Component;
const ErrorPage = preloadable(() => import('./status/error-page')).Component;
const OfflinePage = preloadable(() => import('./status/offline-page')).Component;
const MainLayoutRoute = MAIN_LAYOUT.Component;
const PortalRoute = PORTAL_ROUTE.Component;

/**
 * The route table of spec §2. Every page is its own chunk. Offline, the page gives way to the
 * offline notice (the main layout shows it in its content region instead).
 */
export function AppRouter() {
  const [location] = useLocation();
  return (
    <OfflineGate active={!location.startsWith(`${PANEL_BASE}/`)}>
      <ErrorBoundary resetKey={location} fallback={<PageErrorNotice fullPage />}>
        <Suspense fallback={<PageLoading />}>
          <Switch>
            <Route path="/login">
              <PublicRouteGuard>
                <SignInPage />
              </PublicRouteGuard>
            </Route>
            <Route path="/signin">
              <PublicRouteGuard>
                <SignInPage />
              </PublicRouteGuard>
            </Route>
            <Route path="/signup">
              <PublicRouteGuard>
                <SignUpPage />
              </PublicRouteGuard>
            </Route>
            <Route path="/reset-password">
              <PublicRouteGuard>
                <ResetPasswordPage />
              </PublicRouteGuard>
            </Route>
            <Route path={ACCEPT_INVITATION_PAGE}>
              <PublicRouteGuard>
                <AcceptInvitationPage />
              </PublicRouteGuard>
            </Route>
            <Route path={PORTAL_INVITATION_PAGE}>
              <PublicRouteGuard>
                <PortalInvitationPage />
              </PublicRouteGuard>
            </Route>
            <Route path="/auth/logout" component={LogoutPage} />
            <Route path="/auth/callback" component={CallbackPage} />
            <Route path="/auth/signin-1" component={SignInPage} />
            <Route path="/auth/signin-2" component={SignInPage} />
            <Route path="/auth/signup-1" component={SignUpPage} />
            <Route path="/auth/signup-2" component={SignUpPage} />
            <Route path="/auth/reset-password-1" component={ResetPasswordPage} />
            <Route path="/auth/reset-password-2" component={ResetPasswordPage} />
            <Route path="/auth/change-password" component={ChangePasswordPage} />
            <Route path="/auth/profile-settings" component={ProfileSettingsPage} />
            <Route path="/auth/tabs-auth" component={TabsAuthPage} />
            <Route path="/404" component={NotFoundPage} />
            <Route path="/maintenance/coming-soon" component={ComingSoonPage} />
            <Route path="/maintenance/error" component={ErrorPage} />
            <Route path="/maintenance/offline-ui" component={OfflinePage} />
            <Route path={SMART_CONSENT_PAGE}>
              <SessionGuard>
                <SmartConsentPage />
              </SessionGuard>
            </Route>
            {/* The patient portal (issue 36): a portal patient's area; the guard keeps members out. */}
            <Route path={PORTAL_BASE} nest>
              <SessionGuard area="portal">
                <PortalRoute />
              </SessionGuard>
            </Route>
            <Route path="/app/panels/hospital/:page">
              {(params) => (
                <SessionGuard>
                  <MainLayoutRoute params={params} />
                </SessionGuard>
              )}
            </Route>
            <Route>
              <Redirect to={ROUTES.landing} replace />
            </Route>
          </Switch>
          <RetirePrerender />
        </Suspense>
      </ErrorBoundary>
    </OfflineGate>
  );
}
