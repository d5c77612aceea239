import { RETURN_TO_PARAM, ROUTES } from '../../config/constants';
import { sameOriginPath } from '../../platform/session/same-origin-path';
import { PUBLIC_ROUTES } from '../route-table';

/** Pages where a 401 must not redirect again (spec §8) and where returnTo must never point. */
const LOGIN_PATHS: readonly string[] = [
  ...PUBLIC_ROUTES,
  '/auth/signin-1',
  '/auth/signin-2',
  '/auth/tabs-auth',
];
const NEVER_RETURN_TO: readonly string[] = [...LOGIN_PATHS, ROUTES.logout, '/auth/callback'];

export const isLoginPath = (pathname: string) => LOGIN_PATHS.includes(pathname);

/**
 * A returnTo value that is safe to navigate to: a same-origin app path (`sameOriginPath`) that
 * is not a sign-in, logout or callback page; else null.
 */
export function safeReturnTo(raw: string | null | undefined, origin: string): string | null {
  const target = sameOriginPath(raw, origin);
  if (!target || NEVER_RETURN_TO.includes(target.pathname)) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * Where to go after sign-in (decision 2, issue 30): the remembered page, else `home` — the
 * member's home (`homeFor` of their roles), or the landing page while the roles are not known yet.
 */
export function afterSignInPath(search: string, origin: string, home: string = ROUTES.landing) {
  const raw = new URLSearchParams(search).get(RETURN_TO_PARAM);
  return safeReturnTo(raw, origin) ?? home;
}

/** The sign-in page, remembering `from` when it is a page worth coming back to. */
export function loginPathFor(from: string | null, origin: string): string {
  const returnTo = safeReturnTo(from, origin);
  if (!returnTo) return ROUTES.login;
  return `${ROUTES.login}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}`;
}
