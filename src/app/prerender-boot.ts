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
  /** The app's module chunks, preloaded once the first frame is painted. */
  preloads: readonly string[];
}

/**
 * Runs in `<head>` before the body is parsed, as a classic script the build writes: gives `<html>`
 * the stored language, direction and colour scheme (as the layout root will), and shows the
 * prerendered sign-in form only where auth start can only end signed out — a sign-in path and no
 * session value in this tab. A submit of that form before the app is ready is held, never sent
 * natively, and the app replays it. The app's module chunks are preloaded after the first frame,
 * so the page's HTML and stylesheet are not queued behind them. The build serialises it with Function#toString, so it uses
 * nothing from outside its parameters. Unreadable or invalid stored values give the defaults,
 * field by field, as `parseLayoutSettings` does.
 */
export function bootPrerender(config: BootConfig, win: Window): void {
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
  win.requestAnimationFrame(() =>
    win.setTimeout(() => {
      for (const href of config.preloads) {
        const link = win.document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        win.document.head.append(link);
      }
    }, 0),
  );
  win.document.addEventListener('submit', (event) => {
    const form = event.target as Element | null;
    if (form?.closest(`#${config.rootId}`)) {
      event.preventDefault();
      form.setAttribute(config.submitAttribute, 'true');
    }
  });
}
