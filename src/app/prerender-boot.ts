/** The page's window; the paint observer is missing in older engines. */
export type BootWindow = Window &
  Pick<typeof globalThis, 'Date'> &
  Partial<Pick<typeof globalThis, 'PerformanceObserver' | 'fetch' | 'AbortSignal'>>;

/**
 * What the boot script hands the app for a sign-in it sent itself (issue 35), under
 * `EarlySignInConfig.globalKey` on the window: the answer, once, to the sign-in of the same
 * credentials (null for other ones, or once taken). The credentials stay in the script's closure.
 */
export type TakeEarlySignIn = (email: string, password: string) => Promise<Response> | null;

/**
 * The sign-in request the app makes (account.api.ts `login` through http-client.ts), sent by the
 * boot script the moment the prerendered form is submitted with values the live form would send
 * (auth-validation.ts `validateSignIn`, by hand: the e-mail trimmed and lower-cased matches
 * `emailPattern` and is at most `emailMaxLength` long and has no NUL; a password was typed). Null
 * where the app's API is the mock service worker, which answers nothing before the app starts it.
 */
export interface EarlySignInConfig {
  url: string;
  emailPattern: string;
  emailMaxLength: number;
  /** The app client's time limit, after which it fails as a network error does. */
  timeoutMs: number;
  globalKey: string;
}

/**
 * The chunks of the main layout and of each product page beyond the entry's, preloaded at once in
 * a tab with a session that opens that page (`base` + page): `chunks` names each file once (after
 * `prefix`, the build's base), the others index into it.
 */
export interface ProductPreloads {
  base: string;
  prefix: string;
  chunks: readonly string[];
  layout: readonly number[];
  pages: Readonly<Record<string, readonly number[]>>;
}

/**
 * The product page frame: the pages it has a heading for, the layout settings it is drawn with
 * (a tab with other stored ones gets no frame), the narrowest viewport whose sidebar is expanded,
 * and where the session's end is kept (a tab whose session has ended gets none).
 */
export interface FrameConfig {
  pages: readonly string[];
  layout: Readonly<Record<string, unknown>>;
  wideFromPx: number;
  tokenExpiresKey: string;
  attribute: string;
}

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
  /**
   * The entry's module chunks (no React: the sign-in island), preloaded once the form is painted
   * (at once elsewhere). React and the sign-in page follow when the island is usable (main.ts).
   */
  preloads: readonly string[];
  productPreloads: ProductPreloads;
  frame: FrameConfig;
  earlySignIn: EarlySignInConfig | null;
}

/**
 * Runs in `<head>` before the body is parsed, as a classic script the build writes: gives `<html>`
 * the stored language, direction and colour scheme (as the layout root will), shows the product
 * page frame with that page's heading where a tab whose session has not ended opens a menu page
 * on a wide screen with the layout the frame is drawn in, and shows the
 * prerendered sign-in form only where auth start can only end signed out — a sign-in path and no
 * session value in this tab. A submit of that form before the app is ready is held, never sent
 * natively, and so is a press of one of its other buttons (the organization's sign-in, show
 * password); the app replays them. A held submit with values the live form would send is also sent
 * to the server at once, as the app would send it (`earlySignIn`): the app, replaying it, takes
 * that answer instead of asking again, so the auth statechart still decides what it means. The app's module chunks (and there, the sign-in page's) are
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
  const { pathname } = win.location;
  const signIn = !hasSession && config.signInPaths.includes(pathname);
  const product = config.productPreloads;
  const page =
    hasSession && pathname.startsWith(product.base) ? pathname.slice(product.base.length) : '';
  const pageChunks = Object.hasOwn(product.pages, page)
    ? [...product.layout, ...product.pages[page]!].map((i) => product.prefix + product.chunks[i]!)
    : [];
  const frameFits = () => {
    const { layout, wideFromPx, tokenExpiresKey } = config.frame;
    const drawnAsStored = Object.keys(layout).every(
      (key) => stored[key] === undefined || stored[key] === layout[key],
    );
    if (!drawnAsStored || win.innerWidth < wideFromPx) return false;
    let expires: string | null = null;
    try {
      expires = win.sessionStorage.getItem(tokenExpiresKey);
    } catch {
      // Unreadable: the session's end is unknown, so no frame.
    }
    // As isBeforeExpiry (auth.rules.ts) decides; a test holds the two to the same table.
    return expires !== null && /^\d+$/.test(expires) && Number(expires) > win.Date.now();
  };
  const framed = hasSession && config.frame.pages.includes(page) && frameFits();
  const kind = signIn ? 'sign-in' : framed ? 'frame' : null;
  html.lang = locale;
  html.dir = rtl ? 'rtl' : 'ltr';
  html.classList.toggle('dark', layoutType === 'dark');
  html.style.colorScheme = layoutType === 'dark' ? 'dark' : 'light';
  if (kind) html.setAttribute(config.pageAttribute, kind);
  if (framed) html.setAttribute(config.frame.attribute, page);
  // Once parsed, before the app's module runs: only the shown variant stays in the document, or
  // none, so no hidden copy of the form is found by a password manager or a script.
  win.document.addEventListener('readystatechange', () => {
    if (win.document.readyState !== 'interactive') return;
    const holder = win.document.getElementById(config.rootId);
    if (!kind) return holder?.remove();
    for (const variant of [...(holder?.children ?? [])]) {
      const shown =
        variant.getAttribute('data-kind') === kind &&
        variant.getAttribute('data-locale') === locale;
      if (!shown) variant.remove();
    }
    for (const block of [...(holder?.querySelectorAll('[data-page]') ?? [])]) {
      if (block.getAttribute('data-page') !== page) block.remove();
    }
  });
  const preload = () => {
    for (const href of [...config.preloads, ...pageChunks]) {
      const link = win.document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      win.document.head.append(link);
    }
  };
  // The page's HTML and stylesheet first: the chunks once it is painted. Where nothing is
  // prerendered, or nothing will be painted soon (a background tab), at once.
  if (!kind || !win.PerformanceObserver || win.document.visibilityState === 'hidden') {
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
  let sent: {
    email: string;
    password: string;
    answer: Promise<Response>;
    settled: boolean;
  } | null = null;
  const signInEarly = (form: Element) => {
    const request = config.earlySignIn;
    const fields = (form as HTMLFormElement).elements;
    const value = (name: string) => {
      const input = fields?.namedItem(name) as HTMLInputElement | null;
      return typeof input?.value === 'string' ? input.value : '';
    };
    // While one is under way, a submit is dropped (the live form ignores one while pending).
    if (!request || !win.fetch || sent?.settled === false) return;
    const email = value('email').trim();
    const password = value('password');
    const normal = email.toLowerCase();
    const valid =
      !value('email').includes('\u0000') &&
      new RegExp(request.emailPattern).test(normal) &&
      normal.length <= request.emailMaxLength &&
      password !== '';
    if (!valid) return;
    const answer = win.fetch(request.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
      signal: win.AbortSignal?.timeout?.(request.timeoutMs),
    });
    const current = { email, password, answer, settled: false };
    sent = current;
    const settle = () => {
      current.settled = true;
    };
    answer.then(settle, settle);
    // Busy as the live form shows it (sign-in-island.ts takes this over).
    form.setAttribute('aria-busy', 'true');
    const button = form.querySelector('button[type="submit"]');
    button?.setAttribute('aria-disabled', 'true');
    button?.setAttribute('data-disabled', '');
  };
  if (config.earlySignIn) {
    const take: TakeEarlySignIn = (email, password) => {
      const taken = sent;
      sent = null;
      return taken && taken.email === email && taken.password === password ? taken.answer : null;
    };
    Object.defineProperty(win, config.earlySignIn.globalKey, { value: take, configurable: true });
  }
  win.document.addEventListener('submit', (event) => {
    const form = early(event.target);
    if (!form) return;
    event.preventDefault();
    form.setAttribute(config.submitAttribute, 'true');
    signInEarly(form);
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
