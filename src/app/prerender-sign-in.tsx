import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { LAYOUT_DEFAULTS, LAYOUT_TYPES } from '../config/layout-settings';
import {
  LOCALES,
  PRERENDER,
  SERVICE_TOKEN_KEY,
  SESSION_KEYS,
  STORAGE_KEYS,
} from '../config/constants';
import { parseOidcConfig } from '../platform/session/oidc-config';
import { createTranslator, englishMessages, loadMessages, type Locale } from '../i18n/i18n';
import { I18nProvider } from '../ui/i18n/i18n-context';
import { SignInView } from '../ui/session/sign-in-view';
import { DirectionProvider } from '../ui/theme/direction-provider';
import { system } from '../ui/theme/system';
import { bootPrerender, type BootConfig } from './prerender-boot';

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

async function translatorFor(locale: Locale) {
  const messages = locale === 'en' ? englishMessages : await loadMessages(locale);
  return createTranslator(locale, messages);
}

/** Only the variant the boot script chose is displayed; the others stay out of the page. */
function variantRules(): string {
  const shown = LOCALES.map(
    (locale) =>
      `html[${PRERENDER.pageAttribute}='sign-in'][lang='${locale}'] #${PRERENDER.rootId} > [data-locale='${locale}']`,
  );
  return `#${PRERENDER.rootId} > [data-locale]{display:none}${shown.join(',')}{display:block}`;
}

export function bootConfig(
  preloads: readonly string[] = [],
  signInPreloads: readonly string[] = [],
): BootConfig {
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
    preloads,
    signInPreloads,
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
  options: { preloads: readonly string[]; signInPreloads: readonly string[] } = {
    preloads: [],
    signInPreloads: [],
  },
): Promise<PrerenderedSignIn> {
  // The organization's sign-in button is there when the build is configured for it, as in the app.
  const external = parseOidcConfig(import.meta.env, 'https://prerender.invalid').status === 'ready';
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const variants: string[] = [];
  for (const locale of LOCALES) {
    const t = await translatorFor(locale);
    const body = renderToString(
      <CacheProvider value={cache}>
        <ChakraProvider value={system}>
          <I18nProvider value={{ locale, t }}>
            <DirectionProvider locale={locale} dir="ltr">
              <SignInView
                variant={1}
                pending={false}
                onSubmit={noop}
                onExternalSignIn={external ? noop : undefined}
                signUpHref="/signup"
                resetPasswordHref="/reset-password"
              />
            </DirectionProvider>
          </I18nProvider>
        </ChakraProvider>
      </CacheProvider>,
      { identifierPrefix: `prerender-${locale}-` },
    );
    if (/\sstyle="/.test(body)) {
      throw new Error(`The ${locale} sign-in page has inline styles, which the CSP refuses`);
    }
    variants.push(`<div data-locale="${locale}">${body}</div>`);
  }
  const rules = Object.values(cache.inserted).filter((r): r is string => typeof r === 'string');
  return {
    html: `<div id="${PRERENDER.rootId}">${variants.join('')}</div>`,
    css: rules.join('') + variantRules(),
    bootScript: `(${bootPrerender.toString()})(${JSON.stringify(bootConfig(options.preloads, options.signInPreloads))}, window);\n`,
  };
}
