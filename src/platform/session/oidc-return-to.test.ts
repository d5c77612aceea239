import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../config/constants';
import { resolveReturnTo } from './oidc-return-to';

const ORIGIN = 'https://praxis.example';
const CALLBACK = '/auth/callback';

describe('the page to return to after an external sign-in', () => {
  it.each(['/app/panels/hospital/patient', '/app/panels/hospital/searchliterature?q=cbt#results'])(
    'keeps the in-app path %s',
    (path) => {
      expect(resolveReturnTo(path, ORIGIN, CALLBACK)).toBe(path);
    },
  );

  it('normalises dot segments without leaving the app', () => {
    expect(resolveReturnTo('/app/../app/panels/hospital/patient', ORIGIN, CALLBACK)).toBe(
      '/app/panels/hospital/patient',
    );
  });

  it.each([
    ['an absolute URL to another site', 'https://evil.example/app'],
    ['an absolute URL to this site', 'https://praxis.example/app/panels/hospital/patient'],
    ['a protocol-relative URL', '//evil.example/app'],
    ['a path that normalises to //host', '/..//evil.example/phish'],
    ['a backslash that browsers read as a slash', '/\\evil.example/app'],
    ['a tab that browsers strip', '/\t/evil.example/app'],
    ['a newline that browsers strip', '/\n/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'app/panels/hospital/patient'],
    ['an empty string', ''],
    ['a non-string', { path: '/app' }],
    ['nothing', undefined],
    ['an overlong path', `/${'a'.repeat(2048)}`],
  ])('falls back to the organization page for %s', (_what, candidate) => {
    expect(resolveReturnTo(candidate, ORIGIN, CALLBACK)).toBe(ROUTES.landing);
  });

  it.each([ROUTES.login, `${ROUTES.login}?next=x`, ROUTES.logout, CALLBACK, `${CALLBACK}?code=1`])(
    'falls back to the organization page for %s, which would loop back into sign-in',
    (path) => {
      expect(resolveReturnTo(path, ORIGIN, CALLBACK)).toBe(ROUTES.landing);
    },
  );
});
