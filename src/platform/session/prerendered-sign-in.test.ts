import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRERENDER } from '../../config/constants';
import {
  markSignInReady,
  prerenderedAlert,
  readPrerenderedSignIn,
  replayPresses,
  resumeFocus,
  retirePrerender,
  showPrerenderedOffline,
} from './prerendered-sign-in';

const form = (id: string) =>
  `<form id="${id}"><input name="email" type="email"><input name="password" type="password"></form>`;

/** Two prerendered languages and the app's root, as the build writes them. */
function page({ shown = 'fr', live = false } = {}) {
  document.documentElement.setAttribute(PRERENDER.pageAttribute, 'sign-in');
  document.documentElement.lang = shown;
  document.body.innerHTML = `
    <div id="${PRERENDER.rootId}">
      <div data-kind="sign-in" data-locale="en">${form('en')}</div>
      <div data-kind="sign-in" data-locale="fr">${form('fr')}</div>
    </div>
    <div id="root">${live ? form('live') : ''}</div>`;
  const field = (id: string, name: string) =>
    document.querySelector<HTMLInputElement>(`#${id} [name="${name}"]`)!;
  return { field };
}

afterEach(() => {
  document.documentElement.removeAttribute(PRERENDER.pageAttribute);
  document.documentElement.removeAttribute(PRERENDER.readyAttribute);
  document.documentElement.lang = 'en';
  document.body.innerHTML = '';
});

describe('the prerendered sign-in form', () => {
  it('is read from the language shown, with what was typed, the focused field and its caret', () => {
    const { field } = page({ shown: 'fr' });
    field('en', 'email').value = 'not-this@clinic.test';
    field('fr', 'email').value = 'ana@clinic.test';
    field('fr', 'password').value = 'secret words';
    field('fr', 'password').focus();
    field('fr', 'password').setSelectionRange(2, 6);
    expect(readPrerenderedSignIn()).toEqual({
      email: 'ana@clinic.test',
      password: 'secret words',
      focus: { name: 'password', start: 2, end: 6 },
      submitRequested: false,
      pressedButton: null,
    });
  });

  it('says a submit was held when the boot script marked the form', () => {
    page({ shown: 'en' });
    document.querySelector('#en')!.setAttribute(PRERENDER.submitAttribute, 'true');
    expect(readPrerenderedSignIn()?.submitRequested).toBe(true);
  });

  it('is not read when the boot script showed none (a session in the tab, another page)', () => {
    page();
    document.documentElement.removeAttribute(PRERENDER.pageAttribute);
    expect(readPrerenderedSignIn()).toBeNull();
  });

  it('goes from the page when retired, with the attribute that showed it', () => {
    page();
    retirePrerender();
    expect(document.getElementById(PRERENDER.rootId)).toBeNull();
    expect(document.documentElement.hasAttribute(PRERENDER.pageAttribute)).toBe(false);
  });

  it('hands its focus and caret to the same field of the live form', () => {
    const { field } = page({ live: true });
    resumeFocus({
      email: '',
      password: 'abcdef',
      focus: { name: 'password', start: 1, end: 3 },
      submitRequested: false,
      pressedButton: null,
    });
    expect(document.activeElement).toBe(field('live', 'password'));
  });

  it('replays a held submit on the live form once, however often it is asked', () => {
    page({ live: true });
    const live = document.querySelector<HTMLFormElement>('#live')!;
    const submits = vi.fn((event: Event) => event.preventDefault());
    live.addEventListener('submit', submits);
    const carried = {
      email: 'a@b.test',
      password: 'x',
      focus: null,
      submitRequested: true,
      pressedButton: null,
    };
    replayPresses(carried);
    replayPresses(carried);
    expect(submits).toHaveBeenCalledTimes(1);
  });

  it('presses the same button of the live page that was pressed on the prerendered one, once', () => {
    page({ shown: 'en', live: true });
    const buttons =
      '<button type="button">Show password</button><button type="button">Organization</button>';
    document.querySelector('[data-locale="en"] form')!.insertAdjacentHTML('beforeend', buttons);
    document.querySelector('#root')!.innerHTML = `<main>${form('live')}</main>`;
    document.querySelector('#live')!.insertAdjacentHTML('beforeend', buttons);
    document
      .querySelectorAll('[data-locale="en"] button')[1]!
      .setAttribute(PRERENDER.clickAttribute, 'true');
    const carried = readPrerenderedSignIn()!;
    expect(carried.pressedButton).toBe(1);
    const organization = vi.fn();
    document.querySelectorAll('#live button')[1]!.addEventListener('click', organization);
    replayPresses(carried);
    replayPresses(carried);
    expect(organization).toHaveBeenCalledTimes(1);
  });

  it('marks <html> ready while the live form is mounted', () => {
    const unmark = markSignInReady();
    expect(document.documentElement.getAttribute(PRERENDER.readyAttribute)).toBe('true');
    unmark();
    expect(document.documentElement.hasAttribute(PRERENDER.readyAttribute)).toBe(false);
  });
});

/**
 * Both languages' pages with the templates of the live page's parts, as the build writes them;
 * the shown one's page.
 */
function pageWithParts(shown: string) {
  page({ shown });
  for (const locale of ['en', 'fr']) {
    document.querySelector(`[data-locale="${locale}"]`)!.innerHTML = `
      <main id="page-${locale}">${form(locale)}</main>
      <template ${PRERENDER.alertTemplate}='{"auth.errors.server":"Server (${locale})"}'>
        <div role="alert"><svg></svg><div><div class="title">${PRERENDER.textSlot}</div></div></div>
      </template>
      <template ${PRERENDER.offlineTemplate}><main role="status"><h1>Offline (${locale})</h1></main></template>`;
  }
  return document.querySelector<HTMLElement>(`#page-${shown}`)!;
}

describe('the live page’s parts in the prerendered sign-in page', () => {
  it('gives the shown language’s messages, and a new copy of the alert for each text', () => {
    pageWithParts('fr');
    const alert = prerenderedAlert()!;
    expect(alert.message('auth.errors.server')).toBe('Server (fr)');
    expect(alert.message('auth.errors.network')).toBeNull();
    const first = alert.saying('Le serveur ne répond pas.')!;
    expect(first.getAttribute('role')).toBe('alert');
    expect(first.querySelector('.title')!.textContent).toBe('Le serveur ne répond pas.');
    expect(first.ownerDocument).toBe(document);
    expect(alert.saying('Autre chose.')).not.toBe(first);
    // Nothing is added to the page until the island puts the copy there.
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(0);
  });

  it('says no message, rather than failing, when the messages the build wrote cannot be read', () => {
    pageWithParts('fr');
    document
      .querySelector(`[data-locale="fr"] template[${PRERENDER.alertTemplate}]`)!
      .setAttribute(PRERENDER.alertTemplate, '{not json');
    const alert = prerenderedAlert()!;
    expect(alert.message('auth.errors.server')).toBeNull();
    expect(alert.saying('Le serveur ne répond pas.')!.getAttribute('role')).toBe('alert');
  });

  it('has none where no sign-in page is shown or the page was built without them', () => {
    pageWithParts('fr');
    document.documentElement.removeAttribute(PRERENDER.pageAttribute);
    expect(prerenderedAlert()).toBeNull();
    page({ shown: 'fr' });
    expect(prerenderedAlert()).toBeNull();
    showPrerenderedOffline(true);
    expect(document.querySelector('[role="status"]')).toBeNull();
  });

  it('shows the offline notice in the page’s place, once, and the page again, with what was typed', () => {
    const signIn = pageWithParts('fr');
    document.querySelector<HTMLInputElement>('#fr [name="email"]')!.value = 'ana@clinic.test';
    showPrerenderedOffline(true);
    showPrerenderedOffline(true);
    const notices = document.querySelectorAll('[role="status"]');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.textContent).toBe('Offline (fr)');
    expect(notices[0]!.previousElementSibling).toBe(signIn);
    expect(signIn.hidden).toBe(true);

    showPrerenderedOffline(false);
    expect(document.querySelectorAll('[role="status"]')).toHaveLength(0);
    expect(signIn.hidden).toBe(false);
    expect(readPrerenderedSignIn()?.email).toBe('ana@clinic.test');
  });
});
