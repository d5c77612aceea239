// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCALES, PRERENDER } from '../config/constants';
import { createTranslator, englishMessages, loadMessages } from '../i18n/i18n';
import { breadcrumbTrail, pageTitle } from '../routes/shell/panel-menu';
import { FRAMED_PAGES, prerenderSignIn } from './prerender-sign-in';

const page = await prerenderSignIn();

/** The markup of one kind's variant in one language. */
function variant(locale: string, kind: 'sign-in' | 'frame' = 'sign-in'): string {
  const start = page.html.indexOf(`<div data-kind="${kind}" data-locale="${locale}">`);
  expect(start).toBeGreaterThanOrEqual(0);
  const next = page.html.indexOf('<div data-kind="', start + 1);
  return page.html.slice(start, next === -1 ? undefined : next);
}

const translatorOf = async (locale: (typeof LOCALES)[number]) =>
  createTranslator(locale, locale === 'en' ? englishMessages : await loadMessages(locale));

describe('the prerendered sign-in page', () => {
  it.each(LOCALES)('is written in %s with its own heading, fields and button', async (locale) => {
    const t = await translatorOf(locale);
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

  it('shows only the kind and language the boot script chose, and in the frame one heading', () => {
    const root = `#${PRERENDER.rootId}`;
    expect(page.css).toContain(`${root} > [data-locale],${root} [data-page]{display:none}`);
    for (const kind of ['sign-in', 'frame']) {
      for (const locale of LOCALES) {
        expect(page.css).toContain(
          `[${PRERENDER.pageAttribute}='${kind}'][lang='${locale}'] ${root} > [data-kind='${kind}'][data-locale='${locale}']`,
        );
      }
    }
    for (const framed of FRAMED_PAGES) {
      expect(page.css).toContain(
        `html[${PRERENDER.frameAttribute}='${framed}'] ${root} [data-page='${framed}']`,
      );
    }
  });

  it('gives each sign-in language its own element ids', () => {
    const ids = LOCALES.flatMap((locale) => variant(locale).match(/\sid="[^"]+"/g) ?? []);
    expect(ids.length).toBeGreaterThan(LOCALES.length);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the prerendered product page frame', () => {
  it('has a heading for every page of the menu', () => {
    expect(FRAMED_PAGES).toEqual([
      'organization',
      'practitionerdashboard',
      'practitioner',
      'patient',
      'searchliterature',
      'searchknowledge',
    ]);
  });

  it.each(LOCALES)(
    'is written in %s: the menu, and each page’s breadcrumbs and heading',
    async (locale) => {
      const t = await translatorOf(locale);
      const html = variant(locale, 'frame');
      expect(html).toMatch(/<main[^>]*id="main-content"/);
      for (const framed of FRAMED_PAGES) {
        const block = html.slice(html.indexOf(`data-page="${framed}"`));
        expect(block).toMatch(new RegExp(`^[^]*?<h1[^>]*>${pageTitle(framed, t)}</h1>`));
        expect(html).toContain(`href="/app/panels/hospital/${framed}"`);
        for (const crumb of breadcrumbTrail(framed, t)) expect(block).toContain(crumb.label);
      }
    },
  );

  it('has no button: nothing in it waits for the app', () => {
    expect(variant('en', 'frame')).not.toContain('<button');
  });
});
