import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRERENDER, SESSION_KEYS, STORAGE_KEYS } from '../config/constants';
import { parseLayoutSettings } from '../platform/shell/layout-storage';
import { bootPrerender } from './prerender-boot';
import {
  boot,
  bootDocument,
  FakePaintObserver,
  freshBootDocument,
  liveSession,
  memoryStorage,
  paint,
  preloaded,
} from './prerender-boot.test-kit';
import { bootConfig } from './prerender-sign-in';

beforeEach(freshBootDocument);

describe('the boot script', () => {
  it.each([
    ['nothing stored', undefined],
    [
      'French, right to left, dark',
      JSON.stringify({ i18n: 'fr', rtlLayout: true, layoutType: 'dark' }),
    ],
    ['Chinese in the menu-dark layout', JSON.stringify({ i18n: 'zh', layoutType: 'menu-dark' })],
    ['Romanian with a broken direction', JSON.stringify({ i18n: 'ro', rtlLayout: 'yes' })],
    ['an unknown language', JSON.stringify({ i18n: 'xx', rtlLayout: true })],
    ['an array', '["fr"]'],
    ['not JSON', '{fr'],
  ])('reads %s into the same language, direction and theme as the layout root', (_, layout) => {
    const html = boot({ layout });
    const settings = parseLayoutSettings(layout ?? null);
    expect(html.lang).toBe(settings.i18n);
    expect(html.dir).toBe(settings.rtlLayout ? 'rtl' : 'ltr');
    expect(html.classList.contains('dark')).toBe(settings.layoutType === 'dark');
    expect(html.style.colorScheme).toBe(settings.layoutType === 'dark' ? 'dark' : 'light');
  });

  it('falls back to the defaults when storage cannot be read', () => {
    const throwing = memoryStorage();
    throwing.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const html = boot({ local: throwing });
    expect(html.lang).toBe('en');
    expect(html.dir).toBe('ltr');
  });

  it.each(PRERENDER.signInPaths)(
    'shows the prerendered sign-in form on %s without a session',
    (path) => {
      expect(boot({ path }).getAttribute(PRERENDER.pageAttribute)).toBe('sign-in');
    },
  );

  it('shows no prerendered form on a product page, where auth start decides', () => {
    expect(
      boot({ path: '/app/panels/hospital/organization' }).hasAttribute(PRERENDER.pageAttribute),
    ).toBe(false);
  });

  it.each([SESSION_KEYS.accessToken, 'serviceToken'])(
    'shows no prerendered form when the tab holds %s, since auth start may sign it in',
    (key) => {
      expect(boot({ session: { [key]: 'x' } }).hasAttribute(PRERENDER.pageAttribute)).toBe(false);
    },
  );

  it('holds a submit of the prerendered form for the app and lets other forms submit', () => {
    boot();
    bootDocument().body.innerHTML = `<div id="${PRERENDER.rootId}"><form id="early"></form></div><form id="app"></form>`;
    const early = new Event('submit', { bubbles: true, cancelable: true });
    bootDocument().getElementById('early')!.dispatchEvent(early);
    const app = new Event('submit', { bubbles: true, cancelable: true });
    bootDocument().getElementById('app')!.dispatchEvent(app);
    expect(early.defaultPrevented).toBe(true);
    expect(bootDocument().getElementById('early')!.getAttribute(PRERENDER.submitAttribute)).toBe(
      'true',
    );
    expect(app.defaultPrevented).toBe(false);
  });

  it('holds a press of the prerendered page’s other buttons for the app, the last press only', () => {
    boot();
    bootDocument().body.innerHTML = `<div id="${PRERENDER.rootId}"><button type="button" id="eye"><svg></svg></button><button type="button" id="org"></button></div>`;
    bootDocument()
      .querySelector('#eye svg')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    bootDocument().getElementById('org')!.click();
    const pressed = [...bootDocument().querySelectorAll(`[${PRERENDER.clickAttribute}]`)].map(
      (b) => b.id,
    );
    expect(pressed).toEqual(['org']);
  });

  it.each([
    ['the sign-in form in the chosen language only', '/login', {}, ['sign-in fr']],
    ['nothing on a page that shows no prerendered page', '/404', {}, []],
    [
      'the frame in the chosen language, with the opened page’s heading only',
      '/app/panels/hospital/patient',
      liveSession(),
      ['frame fr patient'],
    ],
  ])('keeps %s in the bootDocument() once it is parsed', (_, path, session, kept) => {
    boot({ path, session, layout: '{"i18n":"fr"}' });
    const pages = '<div data-page="organization"></div><div data-page="patient"></div>';
    bootDocument().body.innerHTML = `<div id="${PRERENDER.rootId}">${['sign-in', 'frame']
      .flatMap((kind) =>
        ['en', 'fr'].map(
          (locale) =>
            `<div data-kind="${kind}" data-locale="${locale}">${kind === 'frame' ? pages : ''}</div>`,
        ),
      )
      .join('')}</div>`;
    const readyState = vi.spyOn(bootDocument(), 'readyState', 'get').mockReturnValue('interactive');
    bootDocument().dispatchEvent(new Event('readystatechange'));
    readyState.mockRestore();
    const left = [...bootDocument().querySelectorAll('[data-locale]')].map((v) =>
      [
        v.getAttribute('data-kind'),
        v.getAttribute('data-locale'),
        ...[...v.querySelectorAll('[data-page]')].map((p) => p.getAttribute('data-page')),
      ].join(' '),
    );
    expect(left).toEqual(kept);
  });

  it('preloads the entry’s chunks once the form is painted, not before, and nothing of React’s', () => {
    boot({ path: '/login' }, ['/assets/entry.js']);
    paint('first-paint');
    expect(preloaded()).toEqual([]);
    paint('first-contentful-paint');
    paint('first-contentful-paint');
    expect(preloaded()).toEqual(['/assets/entry.js']);
  });

  it('preloads the entry’s chunks at once where no prerendered form is shown', () => {
    boot({ path: '/signup' }, ['/assets/entry.js']);
    expect(preloaded()).toEqual(['/assets/entry.js']);
  });

  it('runs on its own once serialised as the build writes it', () => {
    const source = `(${bootPrerender.toString()})(${JSON.stringify(bootConfig())}, win);`;
    const win = {
      document: bootDocument(),
      PerformanceObserver: FakePaintObserver,
      localStorage: memoryStorage({ [STORAGE_KEYS.layout]: '{"i18n":"ro"}' }),
      sessionStorage: memoryStorage(),
      location: { pathname: '/login' },
    };
    new Function('win', source)(win);
    expect(bootDocument().documentElement.lang).toBe('ro');
    expect(bootDocument().documentElement.getAttribute(PRERENDER.pageAttribute)).toBe('sign-in');
  });
});
