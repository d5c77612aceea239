import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRERENDER } from '../../config/constants';
import {
  markSignInReady,
  readPrerenderedSignIn,
  replayPresses,
  resumeFocus,
  retirePrerender,
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
