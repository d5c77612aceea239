import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { waitFor } from 'xstate';
import { PRERENDER, SERVICE_TOKEN_KEY } from '../config/constants';
import { DEMO_ACCOUNT } from '../mocks/session/demo-account';
import { server } from '../mocks/node';
import { mintToken } from '../mocks/session/mock-tokens';
import {
  BASE,
  NOW,
  claims,
  fakeShare,
  runOnFakeClockAtNow,
  startAuth,
} from './auth-effects.test-kit';
import { startSignInIsland } from './sign-in-island';
import { formatWait } from '../ui/session/wait-duration';

type AuthActor = ReturnType<typeof startAuth>['actor'];

/** The messages the build writes into a language's page by key (prerender-sign-in.tsx), a few. */
const WORDS = {
  en: {
    'auth.errors.invalidCredentials': 'The e-mail or password is incorrect.',
    'auth.errors.server': 'Something went wrong on our side.',
    'auth.errors.tooManyAttemptsWait': `Too many attempts. Try again in ${PRERENDER.waitSlot}.`,
  },
  fr: {
    'auth.errors.invalidCredentials': "L'adresse e-mail ou le mot de passe est incorrect.",
    'auth.errors.server': "Une erreur s'est produite de notre côté.",
    'auth.errors.tooManyAttemptsWait': `Trop de tentatives. Réessayez dans ${PRERENDER.waitSlot}.`,
  },
};

/** The live form's error alert as the build writes it, with its messages (prerender-sign-in.tsx). */
function alertTemplate(locale: keyof typeof WORDS) {
  const messages = JSON.stringify(WORDS[locale]).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
  return `<template ${PRERENDER.alertTemplate}='${messages}'>
      <div role="alert" class="chakra-alert__root"><span><svg></svg></span>
        <div class="chakra-alert__content"><div class="chakra-alert__title">${PRERENDER.textSlot}</div></div>
      </div></template>`;
}

/**
 * The boot script's shown prerendered sign-in form (src/app/prerender-boot.ts), in English or
 * `locale`; the alert template as the build writes it unless `alert` is false (an older page).
 */
function showPrerenderedForm({
  locale = 'en',
  alert = true,
}: { locale?: keyof typeof WORDS; alert?: boolean } = {}) {
  document.documentElement.lang = locale;
  document.documentElement.setAttribute(PRERENDER.pageAttribute, 'sign-in');
  document.body.innerHTML = `
    <div id="${PRERENDER.rootId}">
      <div data-kind="sign-in" data-locale="${locale}">
        <main><div class="stack">
          <form method="post" novalidate>
            <input name="email" type="email">
            <input name="password" type="password">
            <button type="submit">Sign in</button>
          </form>
        </div></main>
        ${alert ? alertTemplate(locale) : ''}
      </div>
    </div>`;
  const form = document.querySelector('form')!;
  // The boot script holds every submit of the prerendered form (a listener added before the app's).
  document.addEventListener('submit', holdSubmit);
  return {
    form,
    button: form.querySelector('button')!,
    type(email: string, password: string) {
      form.querySelector<HTMLInputElement>('[name=email]')!.value = email;
      form.querySelector<HTMLInputElement>('[name=password]')!.value = password;
    },
    password: () => form.querySelector<HTMLInputElement>('[name=password]')!.value,
    /** The alerts in the document, and the text of each. */
    alerts: () => [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent.trim()),
  };
}

/** The sign-in API answers every sign-in with `status` and `body`. */
function answerSignIns(status: number, body: object) {
  server.use(http.post(`${BASE}/account/login`, () => HttpResponse.json(body, { status })));
}

/** Sends a sign-in from the prerendered form and waits for its outcome. */
async function signInAndWait(page: ReturnType<typeof showPrerenderedForm>, actor: AuthActor) {
  page.type(DEMO_ACCOUNT.email, 'not the password');
  page.form.requestSubmit();
  await waitFor(actor, (s) => s.hasTag('busy'));
  return waitFor(actor, (s) => !s.hasTag('busy'));
}

function holdSubmit(event: Event) {
  event.preventDefault();
  (event.target as Element).setAttribute(PRERENDER.submitAttribute, 'true');
}

const isReady = () => document.documentElement.getAttribute(PRERENDER.readyAttribute) === 'true';
const held = (form: HTMLFormElement) => form.getAttribute(PRERENDER.submitAttribute) === 'true';

/** Counts the sign-in calls the mock API answers. */
function countSignInCalls() {
  const calls: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/account/login')) calls.push(request);
  });
  return calls;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  document.removeEventListener('submit', holdSubmit);
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(PRERENDER.pageAttribute);
  document.documentElement.removeAttribute(PRERENDER.readyAttribute);
  server.events.removeAllListeners();
});

describe('the sign-in island (the prerendered form before React)', () => {
  it('marks the form usable only once auth start has ended signed out', async () => {
    showPrerenderedForm();
    const { actor } = startAuth('/login');
    const ready = startSignInIsland(actor);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(isReady()).toBe(false);
    await ready;
    expect(isReady()).toBe(true);
  });

  it('sends a submit held before it was ready to the auth machine, with the e-mail trimmed, and signs in', async () => {
    const page = showPrerenderedForm();
    const calls = countSignInCalls();
    page.type(`  ${DEMO_ACCOUNT.email} `, DEMO_ACCOUNT.password);
    page.form.requestSubmit();
    expect(held(page.form)).toBe(true);

    const { actor, navigate } = startAuth('/login');
    await startSignInIsland(actor);
    expect(held(page.form)).toBe(false);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(calls).toHaveLength(1);
    expect(sessionStorage.getItem(SERVICE_TOKEN_KEY)).not.toBeNull();
    expect(navigate).toHaveBeenCalledWith('/app/panels/hospital/practitionerdashboard', {
      replace: true,
    });
    // Signed in, the form stays busy until the app shows the page after it.
    expect(page.form.getAttribute('aria-busy')).toBe('true');
  });

  it('hands a second-factor answer to the app: the statechart awaits the code, the form stays busy and sends no second sign-in', async () => {
    answerSignIns(200, { secondFactor: { challenge: 'c-1', mode: 'code', expiresIn: 300 } });
    const page = showPrerenderedForm();
    const calls = countSignInCalls();
    page.type(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    page.form.requestSubmit();
    const { actor } = startAuth('/login');
    await startSignInIsland(actor);
    await waitFor(actor, (s) => s.matches({ secondFactor: { challenged: 'awaitingCode' } }));
    expect(page.form.getAttribute('aria-busy')).toBe('true');
    expect(page.alerts()).toEqual([]);
    page.form.requestSubmit();
    expect(held(page.form)).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('shows the form busy while the sign-in runs and sends no second one meanwhile', async () => {
    let answer = () => {};
    server.use(
      http.post(`${BASE}/account/login`, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ code: 'invalid-credentials' }, { status: 401 });
      }),
    );
    const page = showPrerenderedForm();
    const calls = countSignInCalls();
    const { actor } = startAuth('/login');
    await startSignInIsland(actor);
    page.type(DEMO_ACCOUNT.email, 'wrong password');
    page.form.requestSubmit();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(page.form.getAttribute('aria-busy')).toBe('true');
    expect(page.button.getAttribute('aria-disabled')).toBe('true');
    expect(page.button.hasAttribute('data-disabled')).toBe(true);

    page.form.requestSubmit();
    // Dropped, as the live form ignores a submit while pending: React will not replay it either.
    expect(held(page.form)).toBe(false);
    answer();
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(calls).toHaveLength(1);
    expect(page.form.hasAttribute('aria-busy')).toBe(false);
    expect(page.button.hasAttribute('aria-disabled')).toBe(false);
  });

  it('clears a rejected password and keeps the e-mail, as the live form does', async () => {
    const page = showPrerenderedForm();
    const { actor } = startAuth('/login');
    await startSignInIsland(actor);
    page.type(DEMO_ACCOUNT.email, 'not the password');
    page.form.requestSubmit();
    await waitFor(actor, (s) => s.context.signInError !== null && !s.hasTag('busy'));
    expect(page.password()).toBe('');
    expect(page.form.querySelector<HTMLInputElement>('[name=email]')!.value).toBe(
      DEMO_ACCOUNT.email,
    );
  });

  it('shows a rejected sign-in’s error above the form in an alert, as the live form does', async () => {
    const page = showPrerenderedForm();
    const { actor } = startAuth('/login');
    await startSignInIsland(actor);
    expect(page.alerts()).toEqual([]);
    await signInAndWait(page, actor);

    expect(page.alerts()).toEqual(['The e-mail or password is incorrect.']);
    const alert = document.querySelector('[role="alert"]')!;
    // Where the live form has it: in the form's stack, just before the form.
    expect(alert.nextElementSibling).toBe(page.form);
    expect(alert.className).toBe('chakra-alert__root');
  });

  it('takes the alert away when the next sign-in starts, and shows the next error in a new one', async () => {
    const page = showPrerenderedForm();
    const { actor } = startAuth('/login');
    await startSignInIsland(actor);
    await signInAndWait(page, actor);
    const first = document.querySelector('[role="alert"]');

    answerSignIns(500, { message: 'down' });
    page.type(DEMO_ACCOUNT.email, 'again');
    page.form.requestSubmit();
    await waitFor(actor, (s) => s.hasTag('busy'));
    expect(page.alerts()).toEqual([]);
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(page.alerts()).toEqual(['Something went wrong on our side.']);
    expect(first!.isConnected).toBe(false);
  });

  it('says the error in the page’s language, with the wait the server asked for', async () => {
    const page = showPrerenderedForm({ locale: 'fr' });
    const { actor } = startAuth('/login');
    await startSignInIsland(actor);
    await signInAndWait(page, actor);
    expect(page.alerts()).toEqual(["L'adresse e-mail ou le mot de passe est incorrect."]);

    answerSignIns(429, { message: 'slow', code: 'too-many-attempts', retryAfterSeconds: 120 });
    await signInAndWait(page, actor);
    expect(page.alerts()).toEqual([`Trop de tentatives. Réessayez dans ${formatWait('fr', 120)}.`]);
  });

  it('leaves an error the page has no words for to the app, and so a page built without them', async () => {
    const page = showPrerenderedForm();
    const { actor } = startAuth('/login');
    await startSignInIsland(actor);
    answerSignIns(429, { message: 'locked', code: 'account-locked' });
    await signInAndWait(page, actor);
    expect(actor.getSnapshot().context.signInError).toBe('account-locked');
    expect(page.alerts()).toEqual([]);

    const older = showPrerenderedForm({ alert: false });
    const second = startAuth('/login');
    await startSignInIsland(second.actor);
    answerSignIns(401, { message: 'no' });
    await signInAndWait(older, second.actor);
    expect(older.alerts()).toEqual([]);
    expect(older.password()).toBe('');
  });

  it('draws nothing more once the app has taken the form over', async () => {
    const page = showPrerenderedForm();
    const { actor } = startAuth('/login');
    await startSignInIsland(actor);
    // As the app retires the prerendered page (its alert goes with it) and mounts its own form.
    document.getElementById(PRERENDER.rootId)!.remove();
    document.body.innerHTML = '<div id="root"><form><input name="password"></form></div>';
    const live = document.querySelector('form')!;
    actor.send({ type: 'auth.signIn.password', email: DEMO_ACCOUNT.email, password: 'wrong' });
    await waitFor(actor, (s) => s.hasTag('busy'));
    expect(page.form.hasAttribute('aria-busy')).toBe(false);
    await waitFor(actor, (s) => s.context.signInError !== null && !s.hasTag('busy'));
    expect(page.alerts()).toEqual([]);
    expect(live.previousElementSibling).toBeNull();
  });

  it('leaves a submit that fails the field rules held for the app, which names the field', async () => {
    const page = showPrerenderedForm();
    const calls = countSignInCalls();
    const { actor } = startAuth('/login');
    await startSignInIsland(actor);
    page.type('not an e-mail', 'whatever');
    page.form.requestSubmit();
    expect(held(page.form)).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('resolves at once and marks nothing where no prerendered form is shown', async () => {
    const { actor } = startAuth('/login');
    await startSignInIsland(actor);
    expect(isReady()).toBe(false);
  });
});

describe('the sign-in island where a sibling tab shares its session', () => {
  runOnFakeClockAtNow();

  it('leaves the form, and a submit held in it, to the app, marking nothing ready', async () => {
    const page = showPrerenderedForm();
    const calls = countSignInCalls();
    const offered = {
      accessToken: mintToken(claims()),
      idToken: mintToken(claims()),
      tenantId: 'tenant-7',
      refreshToken: null,
      tokenExpires: String(NOW + 30 * 60_000),
      authCode: null,
      fhirToken: null,
      serviceToken: mintToken(claims()),
      sessionStartedAt: String(NOW - 60_000),
    };
    const share = fakeShare({ ask: async () => offered });
    const { actor } = startAuth('/login', '', undefined, { share });
    await startSignInIsland(actor);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(isReady()).toBe(false);
    page.type(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    page.form.requestSubmit();
    expect(held(page.form)).toBe(true);
    expect(calls).toHaveLength(0);
  });
});
