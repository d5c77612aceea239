// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCALES, PRERENDER } from '../config/constants';
import { createTranslator, englishMessages, loadMessages } from '../i18n/i18n';
import { prerenderSignIn } from './prerender-sign-in';

const page = await prerenderSignIn();

/** The markup of one language's variant. */
function variant(locale: string): string {
  const start = page.html.indexOf(`<div data-locale="${locale}">`);
  const next = page.html.indexOf('<div data-locale="', start + 1);
  return page.html.slice(start, next === -1 ? undefined : next);
}

describe('the prerendered sign-in page', () => {
  it.each(LOCALES)('is written in %s with its own heading, fields and button', async (locale) => {
    const t = createTranslator(
      locale,
      locale === 'en' ? englishMessages : await loadMessages(locale),
    );
    const html = variant(locale);
    expect(html).toContain(`>${t('auth.signIn.title')}</h1>`);
    expect(html).toContain(t('auth.fields.email'));
    expect(html).toContain(t('auth.signIn.submit'));
    expect(html).toMatch(/<form[^>]*method="post"/);
  });

  it('carries no inline style, which the strict CSP would drop', () => {
    expect(page.html).not.toMatch(/\sstyle="/);
    expect(page.html).not.toContain('<style');
  });

  it('has a rule in its stylesheet for every Emotion class it uses', () => {
    const classes = new Set(page.html.match(/\bcss-[\w-]+/g));
    expect(classes.size).toBeGreaterThan(10);
    for (const name of classes) expect(page.css, name).toContain(`.${name}`);
  });

  it('shows only the language the boot script chose', () => {
    expect(page.css).toContain(`#${PRERENDER.rootId} > [data-locale]{display:none}`);
    for (const locale of LOCALES) {
      expect(page.css).toContain(
        `[lang='${locale}'] #${PRERENDER.rootId} > [data-locale='${locale}']`,
      );
    }
  });

  it('gives each language its own element ids', () => {
    const ids = page.html.match(/\sid="[^"]+"/g) ?? [];
    expect(ids.length).toBeGreaterThan(LOCALES.length);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
