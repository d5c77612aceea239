import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRERENDER, SESSION_KEYS, STORAGE_KEYS } from '../config/constants';
import { parseLayoutSettings } from '../platform/shell/layout-storage';
import { bootPrerender, type BootWindow, type ProductPreloads } from './prerender-boot';
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
  width?: number;
  layout?: string;
  session?: Record<string, string>;
  local?: Storage;
}

/** Paints the test reports by hand: the boot script waits for the first contentful one. */
const paintObservers: PerformanceObserverCallback[] = [];
class FakePaintObserver {
  constructor(private readonly callback: PerformanceObserverCallback) {}
  observe() {
    paintObservers.push(this.callback);
  }
  disconnect() {
    paintObservers.splice(paintObservers.indexOf(this.callback), 1);
  }
}
function paint(name: string) {
  const entries = { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) };
  [...paintObservers].forEach((callback) =>
    callback(entries as unknown as PerformanceObserverEntryList, {} as PerformanceObserver),
  );
}

/** Two product pages whose chunks share one file besides the main layout's two. */
const productPreloads: ProductPreloads = {
  base: '/app/panels/hospital/',
  prefix: '/assets/',
  chunks: ['layout.js', 'nav.js', 'patient.js', 'table.js'],
  layout: [0, 1],
  pages: { patient: [2, 3], organization: [3] },
};

function boot(
  { path = '/login', width = 1280, layout, session = {}, local }: BootInput = {},
  preloads: string[] = [],
  signInPreloads: string[] = [],
) {
  const win = {
    document: doc,
    PerformanceObserver: FakePaintObserver,
    localStorage:
      local ?? memoryStorage(layout === undefined ? {} : { [STORAGE_KEYS.layout]: layout }),
    sessionStorage: memoryStorage(session),
    location: { pathname: path },
    innerWidth: width,
    Date,
  } as unknown as BootWindow;
  bootPrerender(bootConfig({ preloads, signInPreloads, productPreloads }), win);
  return doc.documentElement;
}

/** The session values of a tab whose session ends in an hour. */
function liveSession(endsInMs = 3_600_000): Record<string, string> {
  return {
    [SESSION_KEYS.accessToken]: 'a.b.c',
    [SESSION_KEYS.tokenExpires]: String(Date.now() + endsInMs),
  };
}

/** A document of its own per test: the boot script's listeners stay with the test that added them. */
let doc: Document;
beforeEach(() => {
  doc = document.implementation.createHTMLDocument('Praxis');
  paintObservers.length = 0;
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
    doc.body.innerHTML = `<div id="${PRERENDER.rootId}"><form id="early"></form></div><form id="app"></form>`;
    const early = new Event('submit', { bubbles: true, cancelable: true });
    doc.getElementById('early')!.dispatchEvent(early);
    const app = new Event('submit', { bubbles: true, cancelable: true });
    doc.getElementById('app')!.dispatchEvent(app);
    expect(early.defaultPrevented).toBe(true);
    expect(doc.getElementById('early')!.getAttribute(PRERENDER.submitAttribute)).toBe('true');
    expect(app.defaultPrevented).toBe(false);
  });

  it('holds a press of the prerendered page’s other buttons for the app, the last press only', () => {
    boot();
    doc.body.innerHTML = `<div id="${PRERENDER.rootId}"><button type="button" id="eye"><svg></svg></button><button type="button" id="org"></button></div>`;
    doc.querySelector('#eye svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    doc.getElementById('org')!.click();
    const pressed = [...doc.querySelectorAll(`[${PRERENDER.clickAttribute}]`)].map((b) => b.id);
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
  ])('keeps %s in the doc once it is parsed', (_, path, session, kept) => {
    boot({ path, session, layout: '{"i18n":"fr"}' });
    const pages = '<div data-page="organization"></div><div data-page="patient"></div>';
    doc.body.innerHTML = `<div id="${PRERENDER.rootId}">${['sign-in', 'frame']
      .flatMap((kind) =>
        ['en', 'fr'].map(
          (locale) =>
            `<div data-kind="${kind}" data-locale="${locale}">${kind === 'frame' ? pages : ''}</div>`,
        ),
      )
      .join('')}</div>`;
    const readyState = vi.spyOn(doc, 'readyState', 'get').mockReturnValue('interactive');
    doc.dispatchEvent(new Event('readystatechange'));
    readyState.mockRestore();
    const left = [...doc.querySelectorAll('[data-locale]')].map((v) =>
      [
        v.getAttribute('data-kind'),
        v.getAttribute('data-locale'),
        ...[...v.querySelectorAll('[data-page]')].map((p) => p.getAttribute('data-page')),
      ].join(' '),
    );
    expect(left).toEqual(kept);
  });

  const preloaded = () =>
    [...doc.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );

  it('preloads the app’s and the sign-in page’s chunks once the form is painted, not before', () => {
    boot({ path: '/login' }, ['/assets/app.js'], ['/assets/sign-in.js']);
    paint('first-paint');
    expect(preloaded()).toEqual([]);
    paint('first-contentful-paint');
    paint('first-contentful-paint');
    expect(preloaded()).toEqual(['/assets/app.js', '/assets/sign-in.js']);
  });

  it('preloads only the app’s chunks, at once, where no prerendered form is shown', () => {
    boot({ path: '/app/panels/hospital/organization' }, ['/assets/app.js'], ['/assets/sign-in.js']);
    expect(preloaded()).toEqual(['/assets/app.js']);
  });

  const withSession = { [SESSION_KEYS.accessToken]: 'a.b.c' };
  /** The app's chunk, then the main layout's and the patient page's, from `productPreloads`. */
  const PATIENT_PAGE_PRELOADS = [
    '/assets/app.js',
    '/assets/layout.js',
    '/assets/nav.js',
    '/assets/patient.js',
    '/assets/table.js',
  ];

  it('preloads the main layout’s and the opened product page’s chunks at once in a tab with a session', () => {
    boot({ path: '/app/panels/hospital/patient', session: withSession }, ['/assets/app.js']);
    expect(preloaded()).toEqual(PATIENT_PAGE_PRELOADS);
  });

  it.each([
    ['a product page in a tab with no session', '/app/panels/hospital/patient', {}],
    ['an undeclared page', '/app/panels/hospital/constructor', withSession],
    ['an inherited property name', '/app/panels/hospital/toString', withSession],
    ['the product base itself', '/app/panels/hospital/', withSession],
  ])('preloads no product page’s chunks for %s', (_, path, session) => {
    boot({ path, session }, ['/assets/app.js']);
    expect(preloaded()).toEqual(['/assets/app.js']);
  });

  it('runs on its own once serialised as the build writes it', () => {
    const source = `(${bootPrerender.toString()})(${JSON.stringify(bootConfig())}, win);`;
    const win = {
      document: doc,
      PerformanceObserver: FakePaintObserver,
      localStorage: memoryStorage({ [STORAGE_KEYS.layout]: '{"i18n":"ro"}' }),
      sessionStorage: memoryStorage(),
      location: { pathname: '/login' },
    };
    new Function('win', source)(win);
    expect(doc.documentElement.lang).toBe('ro');
    expect(doc.documentElement.getAttribute(PRERENDER.pageAttribute)).toBe('sign-in');
  });

  it('shows the frame with the opened page’s heading in a tab whose session has not ended', () => {
    const html = boot({ path: '/app/panels/hospital/patient', session: liveSession() });
    expect(html.getAttribute(PRERENDER.pageAttribute)).toBe('frame');
    expect(html.getAttribute(PRERENDER.frameAttribute)).toBe('patient');
  });

  it('keeps the frame for a stored layout that equals the one it is drawn with', () => {
    const layout = JSON.stringify({ layout: 'vertical', headerBackColor: 'blue', i18n: 'zh' });
    const html = boot({ path: '/app/panels/hospital/patient', session: liveSession(), layout });
    expect(html.getAttribute(PRERENDER.pageAttribute)).toBe('frame');
    expect(html.lang).toBe('zh');
  });

  it.each<[string, BootInput]>([
    ['a tab with no session', { path: '/app/panels/hospital/patient' }],
    [
      'a session that has ended',
      { path: '/app/panels/hospital/patient', session: liveSession(-1_000) },
    ],
    [
      'a session whose end is not stored',
      { path: '/app/panels/hospital/patient', session: { [SESSION_KEYS.accessToken]: 'a.b.c' } },
    ],
    [
      'a page the frame has no heading for',
      { path: '/app/panels/hospital/patientdashboard', session: liveSession() },
    ],
    [
      'a screen under 1024 px, whose sidebar is not expanded',
      { path: '/app/panels/hospital/patient', session: liveSession(), width: 1000 },
    ],
    [
      'the horizontal layout',
      {
        path: '/app/panels/hospital/patient',
        session: liveSession(),
        layout: '{"layout":"horizontal"}',
      },
    ],
    [
      'another header colour',
      {
        path: '/app/panels/hospital/patient',
        session: liveSession(),
        layout: '{"headerBackColor":"red"}',
      },
    ],
    [
      'a collapsed menu',
      {
        path: '/app/panels/hospital/patient',
        session: liveSession(),
        layout: '{"collapseMenu":true}',
      },
    ],
  ])('shows no frame for %s', (_, input) => {
    const html = boot(input);
    expect(html.hasAttribute(PRERENDER.pageAttribute)).toBe(false);
    expect(html.hasAttribute(PRERENDER.frameAttribute)).toBe(false);
  });

  it('preloads the page’s chunks once the frame is painted, not before', () => {
    boot({ path: '/app/panels/hospital/patient', session: liveSession() }, ['/assets/app.js']);
    expect(preloaded()).toEqual([]);
    paint('first-contentful-paint');
    expect(preloaded()).toEqual(PATIENT_PAGE_PRELOADS);
  });
});
