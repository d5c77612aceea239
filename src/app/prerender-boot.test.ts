import { afterEach, describe, expect, it } from 'vitest';
import { PRERENDER, SESSION_KEYS, STORAGE_KEYS } from '../config/constants';
import { parseLayoutSettings } from '../platform/shell/layout-storage';
import { bootPrerender } from './prerender-boot';
import { bootConfig } from './prerender-sign-in';

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
    key: (index: number) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}

interface BootInput {
  path?: string;
  layout?: string;
  session?: Record<string, string>;
  local?: Storage;
}

/** Frames the test paints by hand: the boot script waits for the first before preloading. */
const frames: FrameRequestCallback[] = [];

function boot(
  { path = '/login', layout, session = {}, local }: BootInput = {},
  preloads: string[] = [],
) {
  const win = {
    document,
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (callback: () => void) => callback(),
    localStorage:
      local ?? memoryStorage(layout === undefined ? {} : { [STORAGE_KEYS.layout]: layout }),
    sessionStorage: memoryStorage(session),
    location: { pathname: path },
  } as unknown as Window;
  bootPrerender(bootConfig(preloads), win);
  return document.documentElement;
}

afterEach(() => {
  const html = document.documentElement;
  html.removeAttribute(PRERENDER.pageAttribute);
  html.lang = 'en';
  html.dir = 'ltr';
  html.className = '';
  html.removeAttribute('style');
  document.body.innerHTML = '';
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  frames.length = 0;
});

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
    document.body.innerHTML = `<div id="${PRERENDER.rootId}"><form id="early"></form></div><form id="app"></form>`;
    const early = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('early')!.dispatchEvent(early);
    const app = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('app')!.dispatchEvent(app);
    expect(early.defaultPrevented).toBe(true);
    expect(document.getElementById('early')!.getAttribute(PRERENDER.submitAttribute)).toBe('true');
    expect(app.defaultPrevented).toBe(false);
  });

  it('preloads the app’s chunks only once the first frame is painted', () => {
    boot({}, ['/assets/a.js', '/assets/b.js']);
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      );
    expect(preloaded()).toEqual([]);
    frames.splice(0).forEach((frame) => frame(0));
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('runs on its own once serialised as the build writes it', () => {
    const source = `(${bootPrerender.toString()})(${JSON.stringify(bootConfig())}, win);`;
    const win = {
      document,
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
      setTimeout,
      localStorage: memoryStorage({ [STORAGE_KEYS.layout]: '{"i18n":"ro"}' }),
      sessionStorage: memoryStorage(),
      location: { pathname: '/login' },
    };
    new Function('win', source)(win);
    expect(document.documentElement.lang).toBe('ro');
    expect(document.documentElement.getAttribute(PRERENDER.pageAttribute)).toBe('sign-in');
  });
});
