import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRERENDER } from '../config/constants';
import { validateSignIn } from '../ui/session/auth-validation';
import type { TakeEarlySignIn } from './prerender-boot';
import { boot, bootDocument, bootWindow, freshBootDocument } from './prerender-boot.test-kit';
import { EARLY_SIGN_IN } from './prerender-sign-in';

beforeEach(freshBootDocument);

const signedIn = () => new Response('{"access_token":"a"}', { status: 200 });

/** The prerendered form as the build writes it: e-mail, password, submit. */
function prerenderedForm(email: string, password: string): HTMLFormElement {
  bootDocument().body.innerHTML = `<div id="${PRERENDER.rootId}"><form><input name="email"><input name="password" type="password"><button type="submit">Sign in</button></form></div>`;
  const form = bootDocument().querySelector('form')!;
  (form.elements.namedItem('email') as HTMLInputElement).value = email;
  (form.elements.namedItem('password') as HTMLInputElement).value = password;
  return form;
}

const submit = (form: HTMLFormElement) =>
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

const take = (): TakeEarlySignIn =>
  (bootWindow() as unknown as Record<string, TakeEarlySignIn>)[PRERENDER.earlySignInKey]!;

describe('the boot script’s own sign-in (issue 35)', () => {
  it('sends the app’s sign-in request the moment the prerendered form is submitted, and shows the form busy', () => {
    const fetch = vi.fn(() => Promise.resolve(signedIn()));
    boot({ fetch });
    const form = prerenderedForm('  Dr.Who@Example.org ', 'secret');
    submit(form);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/backend/api/account/login');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'content-type': 'application/json' });
    // As the island hands it to the auth actor: the e-mail trimmed, the password as typed.
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'Dr.Who@Example.org',
      password: 'secret',
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(form.querySelector('button')!.getAttribute('aria-disabled')).toBe('true');
    // Still held for the app, which replays it and takes this answer.
    expect(form.getAttribute(PRERENDER.submitAttribute)).toBe('true');
  });

  it.each([
    ['an empty e-mail', '', 'secret'],
    ['an e-mail without a domain', 'who@', 'secret'],
    ['an e-mail too long', `${'a'.repeat(250)}@example.org`, 'secret'],
    ['an e-mail with a NUL', 'who\u0000@example.org', 'secret'],
    ['no password', 'who@example.org', ''],
  ])('sends nothing for %s, which the live form refuses by name', (_, email, password) => {
    expect(Object.keys(validateSignIn({ email, password }))).not.toHaveLength(0);
    const fetch = vi.fn(() => Promise.resolve(signedIn()));
    boot({ fetch });
    submit(prerenderedForm(email, password));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('drops a second submit while the first sign-in is under way, as the live form does', () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    boot({ fetch });
    const form = prerenderedForm('who@example.org', 'secret');
    submit(form);
    submit(form);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends again once the first answer is in, and offers the app the latest answer only', async () => {
    const first = Promise.resolve(new Response('', { status: 401 }));
    const second = Promise.resolve(signedIn());
    const fetch = vi.fn().mockReturnValueOnce(first).mockReturnValueOnce(second);
    boot({ fetch });
    const form = prerenderedForm('who@example.org', 'wrong');
    submit(form);
    await first;
    await Promise.resolve();
    (form.elements.namedItem('password') as HTMLInputElement).value = 'secret';
    submit(form);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(take()('who@example.org', 'wrong')).toBeNull();
  });

  it('gives the app the answer once, for the same credentials only', () => {
    const answer = Promise.resolve(signedIn());
    boot({ fetch: vi.fn(() => answer) });
    submit(prerenderedForm('who@example.org', 'secret'));
    expect(take()('who@example.org', 'secret')).toBe(answer);
    expect(take()('who@example.org', 'secret')).toBeNull();
  });

  it('gives no answer for other credentials, so the app asks the server itself', () => {
    boot({ fetch: vi.fn(() => Promise.resolve(signedIn())) });
    submit(prerenderedForm('who@example.org', 'secret'));
    expect(take()('who@example.org', 'other')).toBeNull();
  });

  it('sends nothing in a build without it (the mock API), and only holds the submit', () => {
    const fetch = vi.fn(() => Promise.resolve(signedIn()));
    boot();
    const form = prerenderedForm('who@example.org', 'secret');
    bootWindow().fetch = fetch;
    submit(form);
    expect(fetch).not.toHaveBeenCalled();
    expect(form.getAttribute(PRERENDER.submitAttribute)).toBe('true');
    expect(PRERENDER.earlySignInKey in bootWindow()).toBe(false);
  });

  it('configures the request the app’s client makes', () => {
    expect(EARLY_SIGN_IN).toMatchObject({ url: '/backend/api/account/login', timeoutMs: 15_000 });
  });
});
