import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTranslator, type Locale, type Messages } from '../i18n/i18n';
import fr from '../i18n/messages/fr';
import ro from '../i18n/messages/ro';
import zh from '../i18n/messages/zh';
import english from '../i18n/messages/en';
import { PRODUCT_PAGES, type ProductPage, STANDALONE_PAGES, menuEntryOf } from './product-pages';
import { panelPath } from './route-table';
import { breadcrumbTrail, navGroups, searchablePages } from './shell/panel-menu';

/**
 * docs/architecture.md, "How to add a product page", followed by every page there is: each step
 * the recipe names is checked here for each declared page, so the recipe cannot fall behind the
 * code (a page added another way, or a step that no longer does what the recipe says, fails).
 */
const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');

/** Step 2's declaration, as written: `<page>: { load: () => import('./<feature>/<page>-page')`. */
const declared = [
  ...read('src/routes/product-pages.ts').matchAll(
    /^ {2}(\w+): \{\s*load: \(\) => import\('\.\/(\w+)\/([\w-]+)'\)/gm,
  ),
].map(([, page, feature, module]) => ({ page: page as ProductPage, feature, module }));

const LANGUAGES: [Locale, Messages][] = [
  ['en', english],
  ['fr', fr],
  ['ro', ro],
  ['zh', zh],
];
const keyOnly = (key: string) => key;

describe('the product-page recipe of docs/architecture.md, followed by every page', () => {
  it('step 1: each page is a default export at src/routes/<feature>/<page>-page.tsx', () => {
    expect(declared.map(({ page }) => page)).toEqual(PRODUCT_PAGES);
    for (const { page, feature, module } of declared) {
      expect(module).toBe(`${page}-page`);
      const source = read(`src/routes/${feature}/${module}.tsx`);
      expect(source, page).toMatch(/^export default function \w+/m);
    }
  });

  it('step 2: the declaration alone puts the page at its path, in the sidebar or the header search, and in the breadcrumbs', () => {
    const menuPages = navGroups(keyOnly).flatMap((group) => group.items);
    const searchable = searchablePages(keyOnly).map((entry) => entry.id);
    for (const page of PRODUCT_PAGES) {
      expect(panelPath(page)).toBe(`/app/panels/hospital/${page}`);
      const inMenu = menuPages.find((item) => item.id === page);
      expect(Boolean(inMenu), page).toBe(menuEntryOf(page) !== undefined);
      if (inMenu) expect(inMenu.href).toBe(panelPath(page));
      expect(searchable.includes(page), page).toBe(STANDALONE_PAGES.includes(page));
      expect(breadcrumbTrail(page, keyOnly).at(-1)?.label).toBe(`pages.${page}.title`);
    }
  });

  it.each(LANGUAGES)(
    'step 3: each page has a title and a description in %s',
    (locale, messages) => {
      const t = createTranslator(locale, messages);
      for (const page of PRODUCT_PAGES) {
        for (const part of ['title', 'description'] as const) {
          const text = t(`pages.${page}.${part}`);
          expect(text, `${locale} pages.${page}.${part}`).not.toBe(`pages.${page}.${part}`);
          expect(text.trim()).not.toBe('');
        }
      }
    },
  );

  it("step 3: each page module registers its feature's English, and the feature folder is wired where the recipe says", () => {
    const enFeatures = read('src/i18n/messages/en-features.ts');
    const splitTest = read('src/i18n/english-split.test.ts');
    const lint = read('eslint.config.js');
    for (const { page, feature, module } of declared) {
      const source = read(`src/routes/${feature}/${module}.tsx`);
      expect(source, page).toContain(`import '../../i18n/english/${feature}';`);
      expect(existsSync(`src/i18n/english/${feature}.ts`), feature).toBe(true);
      expect(enFeatures).toContain(`from './${feature}/en.json'`);
      for (const locale of ['fr', 'ro', 'zh']) {
        expect(read(`src/i18n/messages/${locale}.ts`)).toContain(
          `from './${feature}/${locale}.json'`,
        );
      }
      expect(splitTest).toMatch(new RegExp(`FEATURE_FOLDERS = \\[[^\\]]*'${feature}'`));
      expect(lint).toMatch(new RegExp(`CLINICAL_FEATURES = \\[[^\\]]*'${feature}'`));
    }
  });

  it('step 4: each page is tested beside it (by a test or its test kit), and its feature has stories', () => {
    for (const { feature, module } of declared) {
      const folder = `src/routes/${feature}`;
      const tests = readdirSync(folder).filter((name) => /\.test(-kit)?\.tsx?$/.test(name));
      const testsThePage = tests.some((name) => read(`${folder}/${name}`).includes(`./${module}'`));
      expect(testsThePage, `a test in ${folder} imports ./${module}`).toBe(true);
      const stories = readdirSync(`src/ui/${feature}`).filter((name) =>
        name.endsWith('.stories.tsx'),
      );
      expect(stories.length, `stories in src/ui/${feature}`).toBeGreaterThan(0);
    }
  });
});
