const MAX_LENGTH = 2048;

// Browsers strip tabs and newlines from URLs, so `/\t/evil.example` would become `//evil.example`.
function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/**
 * A path that stays in this app, as a URL on `origin`; null for anything that could leave it:
 * another origin, a scheme, `//host`, `/\host`, control characters, and paths that only normalise
 * to `//host` (`/..//evil.example`), which a browser would follow as protocol-relative.
 */
export function sameOriginPath(candidate: unknown, origin: string): URL | null {
  if (typeof candidate !== 'string' || candidate.length > MAX_LENGTH) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) {
    return null;
  }
  if (hasControlCharacter(candidate)) return null;
  const url = URL.parse(candidate, origin);
  if (!url || url.origin !== origin || url.pathname.startsWith('//')) return null;
  return url;
}
