/** The page's window; the paint observer is missing in older engines. */
export type BootWindow = Window & Partial<Pick<typeof globalThis, 'PerformanceObserver'>>;

/** What the boot script needs to know, written into it by the build (prerender-sign-in.tsx). */
export interface BootConfig {
  layoutKey: string;
  locales: readonly string[];
  layoutTypes: readonly string[];
  defaults: { i18n: string; rtlLayout: boolean; layoutType: string };
  sessionKeys: readonly string[];
  signInPaths: readonly string[];
  rootId: string;
  pageAttribute: string;
  submitAttribute: string;
  clickAttribute: string;
  /** The app's module chunks, preloaded once the form is painted (at once elsewhere). */
  preloads: readonly string[];
  /** The sign-in page's chunks, preloaded with them where the prerendered form is shown. */
  signInPreloads: readonly string[];
}

/**
 * Runs in `<head>` before the body is parsed, as a classic script the build writes: gives `<html>`
 * the stored language, direction and colour scheme (as the layout root will), and shows the
 * prerendered sign-in form only where auth start can only end signed out — a sign-in path and no
 * session value in this tab. A submit of that form before the app is ready is held, never sent
 * natively, and so is a press of one of its other buttons (the organization's sign-in, show
 * password); the app replays them. The app's module chunks (and there, the sign-in page's) are
 * preloaded once the form is painted, so its HTML and stylesheet are not queued behind them. The build serialises it with Function#toString, so it uses
 * nothing from outside its parameters. Unreadable or invalid stored values give the defaults,
 * field by field, as `parseLayoutSettings` does.
 */
export function bootPrerender(config: BootConfig, win: BootWindow): void {
  const html = win.document.documentElement;
  let stored: Record<string, unknown> = {};
  try {
    const value: unknown = JSON.parse(win.localStorage.getItem(config.layoutKey) ?? 'null');
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      stored = value as Record<string, unknown>;
    }
  } catch {
    // No storage or no JSON: the defaults.
  }
  const pick = <T>(value: unknown, valid: (v: unknown) => boolean, fallback: T): T =>
    valid(value) ? (value as T) : fallback;
  const { defaults } = config;
  const locale = pick(stored.i18n, (v) => config.locales.includes(v as string), defaults.i18n);
  const rtl = pick(stored.rtlLayout, (v) => typeof v === 'boolean', defaults.rtlLayout);
  const layoutType = pick(
    stored.layoutType,
    (v) => config.layoutTypes.includes(v as string),
    defaults.layoutType,
  );
  let hasSession = false;
  try {
    hasSession = config.sessionKeys.some((key) => win.sessionStorage.getItem(key) !== null);
  } catch {
    // Storage disabled: no session can be restored either.
  }
  const signIn = !hasSession && config.signInPaths.includes(win.location.pathname);
  html.lang = locale;
  html.dir = rtl ? 'rtl' : 'ltr';
  html.classList.toggle('dark', layoutType === 'dark');
  html.style.colorScheme = layoutType === 'dark' ? 'dark' : 'light';
  if (signIn) html.setAttribute(config.pageAttribute, 'sign-in');
  // Once parsed, before the app's module runs: only the shown variant stays in the document, or
  // none, so no hidden copy of the form is found by a password manager or a script.
  win.document.addEventListener('readystatechange', () => {
    if (win.document.readyState !== 'interactive') return;
    const holder = win.document.getElementById(config.rootId);
    if (!signIn) return holder?.remove();
    for (const variant of [...(holder?.children ?? [])]) {
      if (variant.getAttribute('data-locale') !== locale) variant.remove();
    }
  });
  const preload = () => {
    for (const href of signIn ? [...config.preloads, ...config.signInPreloads] : config.preloads) {
      const link = win.document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      win.document.head.append(link);
    }
  };
  // The form's HTML and stylesheet first: the chunks once it is painted. Where nothing is
  // prerendered, or nothing will be painted soon (a background tab), at once.
  if (!signIn || !win.PerformanceObserver || win.document.visibilityState === 'hidden') {
    preload();
  } else {
    const painted = new win.PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      painted.disconnect();
      preload();
    });
    painted.observe({ type: 'paint', buffered: true });
  }
  const early = (target: EventTarget | null): Element | null => {
    const element = target as Element | null;
    return typeof element?.closest === 'function' && element.closest(`#${config.rootId}`)
      ? element
      : null;
  };
  win.document.addEventListener('submit', (event) => {
    const form = early(event.target);
    if (!form) return;
    event.preventDefault();
    form.setAttribute(config.submitAttribute, 'true');
  });
  win.document.addEventListener('click', (event) => {
    const button = early(event.target)?.closest('button:not([type="submit"])');
    if (!button) return;
    for (const pressed of win.document.querySelectorAll(`[${config.clickAttribute}]`)) {
      pressed.removeAttribute(config.clickAttribute);
    }
    button.setAttribute(config.clickAttribute, 'true');
  });
}
