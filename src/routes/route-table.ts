/** Product pages under /app/panels/hospital (spec §2). */
export const PANEL_BASE = '/app/panels/hospital';

// Only the type: the pages' declarations (icons, loaders) stay out of the entry, which reads the
// public routes (return-to.ts) before React loads.
export type { ProductPage } from './product-pages';
import type { ProductPage } from './product-pages';
import { ACCEPT_INVITATION_PAGE } from '../../common/constants/account.constants';
import { PORTAL_INVITATION_PAGE } from '../../common/constants/portal.constants';

export const panelPath = (page: ProductPage) => `${PANEL_BASE}/${page}`;

/** Public routes: a guard sends an already signed-in user on (spec §2). */
export const PUBLIC_ROUTES = [
  '/login',
  '/signin',
  '/signup',
  '/reset-password',
  // An invitation link (#token=…): accepting signs in, and the guard then takes the member in.
  ACCEPT_INVITATION_PAGE,
  // A patient's portal link (issue 36): setting the password signs in, the guard takes them home.
  PORTAL_INVITATION_PAGE,
] as const;

/** Routes without any guard (spec §2). */
export const UNGUARDED_ROUTES = [
  '/auth/logout',
  '/auth/callback',
  '/auth/signup-1',
  '/auth/signup-2',
  '/auth/signin-1',
  '/auth/signin-2',
  '/auth/reset-password-1',
  '/auth/reset-password-2',
  '/auth/change-password',
  '/auth/profile-settings',
  '/auth/tabs-auth',
  '/404',
  '/maintenance/coming-soon',
  '/maintenance/error',
  '/maintenance/offline-ui',
] as const;
