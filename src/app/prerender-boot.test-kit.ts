import { SESSION_KEYS, STORAGE_KEYS } from '../config/constants';
import { bootPrerender, type BootWindow, type ProductPreloads } from './prerender-boot';
import { bootConfig, EARLY_SIGN_IN } from './prerender-sign-in';

export function memoryStorage(entries: Record<string, string> = {}): Storage {
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

export interface BootInput {
  path?: string;
  width?: number;
  layout?: string;
  session?: Record<string, string>;
  local?: Storage;
  /** The window's `fetch`: given, the build's sign-in request is configured (issue 35). */
  fetch?: typeof globalThis.fetch;
}

/** Paints the test reports by hand: the boot script waits for the first contentful one. */
const paintObservers: PerformanceObserverCallback[] = [];
export class FakePaintObserver {
  constructor(private readonly callback: PerformanceObserverCallback) {}
  observe() {
    paintObservers.push(this.callback);
  }
  disconnect() {
    paintObservers.splice(paintObservers.indexOf(this.callback), 1);
  }
}
export function paint(name: string) {
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

/** A document of its own per test: the boot script's listeners stay with the test that added them. */
let doc: Document;
export function freshBootDocument(): void {
  doc = document.implementation.createHTMLDocument('Praxis');
  paintObservers.length = 0;
}
export const bootDocument = (): Document => doc;

export function boot(
  { path = '/login', width = 1280, layout, session = {}, local, fetch }: BootInput = {},
  preloads: string[] = [],
) {
  const win = {
    fetch,
    AbortSignal,
    document: doc,
    PerformanceObserver: FakePaintObserver,
    localStorage:
      local ?? memoryStorage(layout === undefined ? {} : { [STORAGE_KEYS.layout]: layout }),
    sessionStorage: memoryStorage(session),
    location: { pathname: path },
    innerWidth: width,
    Date,
  } as unknown as BootWindow;
  bootPrerender(bootConfig({ preloads, productPreloads }, fetch ? EARLY_SIGN_IN : null), win);
  lastWindow = win;
  return doc.documentElement;
}

let lastWindow: BootWindow | null = null;
/** The window the last `boot` ran in. */
export const bootWindow = (): BootWindow => lastWindow!;

/** The session values of a tab whose session ends in an hour. */
export function liveSession(endsInMs = 3_600_000): Record<string, string> {
  return {
    [SESSION_KEYS.accessToken]: 'a.b.c',
    [SESSION_KEYS.tokenExpires]: String(Date.now() + endsInMs),
  };
}

/** The chunks the boot script has asked the browser to preload, in order. */
export const preloaded = () =>
  [...doc.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
