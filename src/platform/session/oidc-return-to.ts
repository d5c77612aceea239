import { ROUTES } from '../../config/constants';
import { sameOriginPath } from './same-origin-path';

/**
 * The in-app page to land on after an external sign-in. Anything that could leave the app
 * (another origin, `//host`, `/\host`, a scheme) or loop back into sign-in becomes the
 * landing page (decision 2), so the sign-in round trip can never be used as an open redirect.
 */
export function resolveReturnTo(candidate: unknown, origin: string, redirectPath: string): string {
  const url = sameOriginPath(candidate, origin);
  if (!url) return ROUTES.landing;
  const loops: string[] = [ROUTES.login, ROUTES.logout, redirectPath];
  if (loops.includes(url.pathname)) return ROUTES.landing;
  return `${url.pathname}${url.search}${url.hash}`;
}
