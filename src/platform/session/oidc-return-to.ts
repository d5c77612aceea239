import { ROUTES } from '../../config/constants';

const MAX_LENGTH = 2048;

// Browsers strip tabs and newlines from URLs, so `/\t/evil.example` would become `//evil.example`.
function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/**
 * The in-app page to land on after an external sign-in. Anything that could leave the app
 * (another origin, `//host`, `/\host`, a scheme) or loop back into sign-in becomes the
 * landing page (decision 2), so the sign-in round trip can never be used as an open redirect.
 */
export function resolveReturnTo(candidate: unknown, origin: string, redirectPath: string): string {
  if (typeof candidate !== 'string' || candidate.length > MAX_LENGTH) return ROUTES.landing;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) {
    return ROUTES.landing;
  }
  if (hasControlCharacter(candidate)) return ROUTES.landing;
  const url = URL.parse(candidate, origin);
  if (!url || url.origin !== origin) return ROUTES.landing;
  const loops: string[] = [ROUTES.login, ROUTES.logout, redirectPath];
  if (loops.includes(url.pathname)) return ROUTES.landing;
  return `${url.pathname}${url.search}${url.hash}`;
}
