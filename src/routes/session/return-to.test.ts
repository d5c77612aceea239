import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../config/constants';
import { afterSignInPath, isLoginPath, loginPathFor, safeReturnTo } from './return-to';

const ORIGIN = 'http://praxis.test';

describe('returnTo', () => {
  it('keeps a same-origin app path with its query and hash', () => {
    expect(safeReturnTo('/app/panels/hospital/patient?id=4#notes', ORIGIN)).toBe(
      '/app/panels/hospital/patient?id=4#notes',
    );
  });

  it.each([
    ['another origin', 'https://evil.example/app'],
    ['a protocol-relative URL', '//evil.example/app'],
    ['a backslash trick', '/\\evil.example'],
    ['a path that normalises to //host', '/..//evil.example/phish'],
    ['a dot segment that normalises to //host', '/./%2E%2E//evil.example'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'app/panels'],
    ['the sign-in page', '/login?returnTo=/x'],
    ['the logout page', '/auth/logout'],
    ['the provider callback', '/auth/callback'],
    ['nothing', null],
  ])('rejects %s', (_case, value) => {
    expect(safeReturnTo(value, ORIGIN)).toBeNull();
  });

  it('after sign-in goes to the remembered page, else the organization page', () => {
    expect(afterSignInPath('?returnTo=%2Fapp%2Fpanels%2Fhospital%2Fpatient', ORIGIN)).toBe(
      '/app/panels/hospital/patient',
    );
    expect(afterSignInPath('', ORIGIN)).toBe(ROUTES.landing);
    expect(afterSignInPath('?returnTo=%2F%2Fevil.example', ORIGIN)).toBe(ROUTES.landing);
  });

  it('builds the sign-in path with a returnTo only when there is a page worth returning to', () => {
    expect(loginPathFor('/app/panels/hospital/patient', ORIGIN)).toBe(
      '/login?returnTo=%2Fapp%2Fpanels%2Fhospital%2Fpatient',
    );
    expect(loginPathFor('/auth/logout', ORIGIN)).toBe('/login');
    expect(loginPathFor(null, ORIGIN)).toBe('/login');
  });

  it('knows the login pages, where a 401 must not redirect again', () => {
    expect(['/login', '/signin', '/auth/signin-1', '/auth/signin-2'].every(isLoginPath)).toBe(true);
    expect(isLoginPath('/app/panels/hospital/patient')).toBe(false);
  });
});
