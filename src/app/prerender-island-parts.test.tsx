import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES, PRERENDER } from '../config/constants';
import { createTranslator, englishMessages, loadMessages, type Locale } from '../i18n/i18n';
import { prerenderedAlert, showPrerenderedOffline } from '../platform/session/prerendered-sign-in';
import { I18nProvider } from '../ui/i18n/i18n-context';
import { AUTH_ERROR_MESSAGES, type AuthErrorCode } from '../ui/session/auth-error';
import { FormErrorAlert } from '../ui/session/form-alerts';
import { system } from '../ui/theme/system';
import { prerenderSignIn } from './prerender-sign-in';

// What the sign-in island shows before React (sign-in-island.ts), as the build writes it into
// the prerendered page (prerender-sign-in.tsx), read by the island's own helpers.
const page = await prerenderSignIn();

const translatorOf = async (locale: Locale) =>
  createTranslator(locale, locale === 'en' ? englishMessages : await loadMessages(locale));

/** The built page in the document, `locale` shown as the boot script shows it. */
function showBuiltPage(locale: Locale) {
  document.documentElement.lang = locale;
  document.documentElement.setAttribute(PRERENDER.pageAttribute, 'sign-in');
  document.body.innerHTML = page.html;
}

afterEach(() => {
  document.documentElement.removeAttribute(PRERENDER.pageAttribute);
  document.documentElement.lang = 'en';
  document.body.innerHTML = '';
});

describe('the live sign-in page’s parts in the prerendered page', () => {
  it.each(LOCALES)(
    'has in %s the message of every error a sign-in can end with, as the live form says it',
    async (locale) => {
      const t = await translatorOf(locale);
      showBuiltPage(locale);
      const alert = prerenderedAlert()!;
      for (const code of Object.keys(AUTH_ERROR_MESSAGES) as AuthErrorCode[]) {
        expect(alert.message(AUTH_ERROR_MESSAGES[code]), code).toBe(t(AUTH_ERROR_MESSAGES[code]));
      }
      const wait = alert.message('auth.errors.tooManyAttemptsWait');
      expect(wait).toBe(t('auth.errors.tooManyAttemptsWait', { wait: PRERENDER.waitSlot }));
      expect(wait).toContain(PRERENDER.waitSlot);
    },
  );

  it('copies the live form’s error alert: the same markup and classes, so the same look', async () => {
    const t = await translatorOf('fr');
    showBuiltPage('fr');
    const copy = prerenderedAlert()!.saying(t(AUTH_ERROR_MESSAGES['invalid-credentials']))!;
    const cache = createCache({ key: 'css' });
    cache.compat = true;
    const live = document.createElement('div');
    live.innerHTML = renderToString(
      <CacheProvider value={cache}>
        <ChakraProvider value={system}>
          <I18nProvider value={{ locale: 'fr', t }}>
            <FormErrorAlert code="invalid-credentials" />
          </I18nProvider>
        </ChakraProvider>
      </CacheProvider>,
    );
    expect(copy.getAttribute('role')).toBe('alert');
    expect(copy.outerHTML).toBe(live.firstElementChild!.outerHTML);
  });

  it.each(LOCALES)('has the offline notice in %s, shown in the page’s place', async (locale) => {
    const t = await translatorOf(locale);
    showBuiltPage(locale);
    showPrerenderedOffline(true);
    const notice = document.querySelector('[role="status"]')!;
    expect(notice.querySelector('h1')!.textContent).toBe(t('status.offline.title'));
    expect(notice.textContent).toContain(t('status.offline.kept'));
    expect(notice.previousElementSibling!.hasAttribute('hidden')).toBe(true);
    expect(notice.previousElementSibling!.querySelector('form')).not.toBeNull();
  });
});
