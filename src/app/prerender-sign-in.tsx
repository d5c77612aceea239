import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { HEADER_COLORS, LAYOUT_DEFAULTS, LAYOUT_TYPES } from '../config/layout-settings';
import {
  BREAKPOINTS,
  LOCALES,
  PRERENDER,
  SERVICE_TOKEN_KEY,
  SESSION_KEYS,
  STORAGE_KEYS,
} from '../config/constants';
import { parseOidcConfig } from '../platform/session/oidc-config';
import { createTranslator, englishMessages, loadMessages, type Locale } from '../i18n/i18n';
import { I18nProvider } from '../ui/i18n/i18n-context';
import { AUTH_ERROR_WORDINGS } from '../ui/session/auth-error';
import { FormFailure } from '../ui/session/form-alerts';
import { SignInView } from '../ui/session/sign-in-view';
import { OfflineNotice } from '../routes/status/offline-notice';
import { Breadcrumbs } from '../ui/shell/breadcrumbs';
import { ShellFrame } from '../ui/shell/shell-frame';
import { breadcrumbTrail, MENU, navGroups, pageTitle } from '../routes/shell/panel-menu';
import { DirectionProvider } from '../ui/theme/direction-provider';
import { system } from '../ui/theme/system';
import { API_BASE_PATH } from '../../common/constants/server.constants';
import { ACCOUNT_PATHS } from '../../common/contracts/account.contract';
import { REQUEST_TIMEOUT_MS } from '../api/http/http-client';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../ui/session/auth-validation';
import {
  bootPrerender,
  type BootConfig,
  type EarlySignInConfig,
  type ProductPreloads,
} from './prerender-boot';

/**
 * The sign-in page in every language, its stylesheet, and the boot script that picks one and
 * preloads the app's chunks (`preloads`, the build's modulepreload links) after the first frame.
 */
export interface PrerenderedSignIn {
  /** `<div id="prerender">` with one `[data-locale]` child per language; goes before #root. */
  html: string;
  css: string;
  bootScript: string;
}

const noop = () => {};

type Translator = ReturnType<typeof createTranslator>;

async function translatorFor(locale: Locale): Promise<Translator> {
  const messages = locale === 'en' ? englishMessages : await loadMessages(locale);
  return createTranslator(locale, messages);
}

type Kind = 'sign-in' | 'frame';

/** The product pages the frame has a heading for: the menu's, each headed by its title. */
export const FRAMED_PAGES = MENU.flatMap((group) => group.items.map((item) => item.page));

/**
 * The layout settings the frame is drawn with: the defaults of everything that changes its shape
 * or colours (the language and direction are applied by the boot script).
 */
const FRAME_LAYOUT = {
  layout: LAYOUT_DEFAULTS.layout,
  collapseMenu: LAYOUT_DEFAULTS.collapseMenu,
  layoutType: LAYOUT_DEFAULTS.layoutType,
  headerBackColor: LAYOUT_DEFAULTS.headerBackColor,
  navFixedLayout: LAYOUT_DEFAULTS.navFixedLayout,
  headerFixedLayout: LAYOUT_DEFAULTS.headerFixedLayout,
  boxLayout: LAYOUT_DEFAULTS.boxLayout,
};

/**
 * Only the variant the boot script chose is displayed (kind and language), and in the frame only
 * the opened page's heading; the others stay out of the page.
 */
function variantRules(): string {
  const root = `#${PRERENDER.rootId}`;
  const shown = (['sign-in', 'frame'] as const).flatMap((kind) =>
    LOCALES.map(
      (locale) =>
        `html[${PRERENDER.pageAttribute}='${kind}'][lang='${locale}'] ${root} > [data-kind='${kind}'][data-locale='${locale}']`,
    ),
  );
  const page = FRAMED_PAGES.map(
    (each) => `html[${PRERENDER.frameAttribute}='${each}'] ${root} [data-page='${each}']`,
  );
  return (
    `${root} > [data-locale],${root} [data-page]{display:none}` +
    `${shown.join(',')},${page.join(',')}{display:block}`
  );
}

/** The frame of a product page, with each framed page's breadcrumbs and heading. */
function FramedPages({ t }: { t: Translator }) {
  return (
    <ShellFrame groups={navGroups(t)} headerColor={HEADER_COLORS[FRAME_LAYOUT.headerBackColor]}>
      {FRAMED_PAGES.map((page) => (
        <div key={page} data-page={page}>
          <Breadcrumbs trail={breadcrumbTrail(page, t)} onNavigate={noop} />
          <Heading as="h1" size="2xl">
            {pageTitle(page, t)}
          </Heading>
        </div>
      ))}
    </ShellFrame>
  );
}

/**
 * What the live sign-in page shows that the sign-in island shows itself while React is missing
 * (src/app/sign-in-island.ts), in one language: the form's error alert (FormErrorAlert's markup:
 * FormFailure's, its title a slot) with every message a failure can be worded with, by message
 * key (a wait left as a slot), and the offline notice. Templates, so nothing of them is shown or found in the page until the island
 * copies them; their styles are collected with the page's.
 */
function IslandParts({ t }: { t: Translator }) {
  const messages = Object.fromEntries(
    AUTH_ERROR_WORDINGS.map((key) => [key, t(key, { wait: PRERENDER.waitSlot })]),
  );
  const alert = { [PRERENDER.alertTemplate]: JSON.stringify(messages) };
  return (
    <>
      <template {...alert}>
        <FormFailure title={PRERENDER.textSlot} />
      </template>
      <template {...{ [PRERENDER.offlineTemplate]: '' }}>
        <OfflineNotice fullPage />
      </template>
    </>
  );
}

/** The chunks the boot script preloads (the build's; none where a test renders the page). */
export interface PrerenderPreloads {
  preloads: readonly string[];
  productPreloads: ProductPreloads;
}

const NO_PRELOADS: PrerenderPreloads = {
  preloads: [],
  productPreloads: { base: '/', prefix: '/', chunks: [], layout: [], pages: {} },
};

/** The sign-in request as the app's client sends it (account.api.ts, http-client.ts). */
export const EARLY_SIGN_IN: EarlySignInConfig = {
  url: API_BASE_PATH + ACCOUNT_PATHS.login,
  emailPattern: EMAIL_PATTERN.source,
  emailMaxLength: EMAIL_MAX_LENGTH,
  timeoutMs: REQUEST_TIMEOUT_MS,
  globalKey: PRERENDER.earlySignInKey,
};

/**
 * The boot script signs in by itself where the app's API is the server; the mock build's service
 * worker answers nothing before the app has started it, so there the app sends the sign-in.
 */
const earlySignInOfBuild = () => (import.meta.env.VITE_API_MOCK === 'true' ? null : EARLY_SIGN_IN);

export function bootConfig(
  chunks: PrerenderPreloads = NO_PRELOADS,
  earlySignIn: EarlySignInConfig | null = earlySignInOfBuild(),
): BootConfig {
  const frame = {
    pages: FRAMED_PAGES,
    layout: FRAME_LAYOUT,
    wideFromPx: BREAKPOINTS.autoCollapsePx,
    tokenExpiresKey: SESSION_KEYS.tokenExpires,
    attribute: PRERENDER.frameAttribute,
  };
  return {
    layoutKey: STORAGE_KEYS.layout,
    locales: LOCALES,
    layoutTypes: LAYOUT_TYPES,
    defaults: {
      i18n: LAYOUT_DEFAULTS.i18n,
      rtlLayout: LAYOUT_DEFAULTS.rtlLayout,
      layoutType: LAYOUT_DEFAULTS.layoutType,
    },
    sessionKeys: [...Object.values(SESSION_KEYS), SERVICE_TOKEN_KEY],
    signInPaths: PRERENDER.signInPaths,
    rootId: PRERENDER.rootId,
    pageAttribute: PRERENDER.pageAttribute,
    submitAttribute: PRERENDER.submitAttribute,
    clickAttribute: PRERENDER.clickAttribute,
    frame,
    earlySignIn,
    ...chunks,
  };
}

/**
 * Renders the sign-in page as the app shows it to someone signed out (variant 1, no server state)
 * in each language, with Chakra's styles collected by an Emotion cache in compat mode, so they go
 * to a stylesheet rather than into `<style>` elements the strict CSP would refuse. The app takes
 * the form over when it is ready (src/routes/session/use-prerendered-sign-in.ts); it does not
 * hydrate it, because auth start must finish first (docs/decisions.md, "Prerendered sign-in").
 */
export async function prerenderSignIn(
  chunks: PrerenderPreloads = NO_PRELOADS,
): Promise<PrerenderedSignIn> {
  // The organization's sign-in button is there when the build is configured for it, as in the app.
  const external = parseOidcConfig(import.meta.env, 'https://prerender.invalid').status === 'ready';
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const render = (kind: Kind, locale: Locale, t: Translator, page: ReactNode) => {
    const body = renderToString(
      <CacheProvider value={cache}>
        <ChakraProvider value={system}>
          <I18nProvider value={{ locale, t }}>
            <DirectionProvider locale={locale} dir="ltr">
              {page}
            </DirectionProvider>
          </I18nProvider>
        </ChakraProvider>
      </CacheProvider>,
      { identifierPrefix: `prerender-${kind}-${locale}-` },
    );
    if (/\sstyle="/.test(body)) {
      throw new Error(`The ${locale} ${kind} prerender has inline styles, which the CSP refuses`);
    }
    return `<div data-kind="${kind}" data-locale="${locale}">${body}</div>`;
  };
  const variants: string[] = [];
  for (const locale of LOCALES) {
    const t = await translatorFor(locale);
    const signIn = (
      <>
        <SignInView
          variant={1}
          pending={false}
          onSubmit={noop}
          onExternalSignIn={external ? noop : undefined}
          signUpHref="/signup"
          resetPasswordHref="/reset-password"
        />
        <IslandParts t={t} />
      </>
    );
    variants.push(
      render('sign-in', locale, t, signIn),
      render('frame', locale, t, <FramedPages t={t} />),
    );
  }
  const rules = Object.values(cache.inserted).filter((r): r is string => typeof r === 'string');
  return {
    html: `<div id="${PRERENDER.rootId}">${variants.join('')}</div>`,
    css: rules.join('') + variantRules(),
    bootScript: `(${bootPrerender.toString()})(${JSON.stringify(bootConfig(chunks))}, window);\n`,
  };
}
