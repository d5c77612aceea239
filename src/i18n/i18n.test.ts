import { describe, expect, it } from 'vitest';
import en from './messages/en';
import fr from './messages/fr';
import ro from './messages/ro';
import zh from './messages/zh';
import { createTranslator, loadMessages, pluralCategory, type Locale } from './i18n';

const CATEGORIES = new Set<string>(['zero', 'one', 'two', 'few', 'many', 'other']);

/** A `{ one, other }`-like entry: one text per plural category, `other` always among them. */
const isPlural = (value: object): value is Record<string, string> =>
  'other' in value && Object.keys(value).every((key) => CATEGORIES.has(key));

/** Each message's key and value; a plural message is one entry, its forms its value. */
function entriesOf(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null || isPlural(value)) return [[prefix, value]];
  return Object.entries(value).flatMap(([k, v]) => entriesOf(v, prefix ? `${prefix}.${k}` : k));
}
const keysOf = (messages: unknown) => entriesOf(messages).map(([key]) => key);

/** The categories a count from 0 to 1 000 falls in for `locale`: the forms it must write. */
const categoriesNeeded = (locale: Locale) =>
  new Set(Array.from({ length: 1001 }, (_, count) => pluralCategory(locale, count)));

const LANGUAGES = [
  ['en', en],
  ['fr', fr],
  ['ro', ro],
  ['zh', zh],
] as const;

describe('translations', () => {
  const english = keysOf(en).sort();
  it.each(LANGUAGES.slice(1))(
    'the %s file has exactly the keys of the English file',
    (_locale, messages) => {
      expect(keysOf(messages).sort()).toEqual(english);
    },
  );

  it.each(LANGUAGES.slice(1))('no %s message is empty', (_locale, messages) => {
    const empty = entriesOf(messages).filter(([, value]) => {
      const texts = typeof value === 'object' && value !== null ? Object.values(value) : [value];
      return texts.some((text) => typeof text !== 'string' || text.trim() === '');
    });
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it.each(LANGUAGES)(
    'each %s plural message writes exactly the forms its counts need',
    (locale, messages) => {
      const needed = [...categoriesNeeded(locale)].sort();
      const plurals = entriesOf(messages).filter(
        (entry): entry is [string, Record<string, string>] =>
          typeof entry[1] === 'object' && entry[1] !== null,
      );
      expect(plurals.length).toBeGreaterThan(0);
      for (const [key, forms] of plurals) {
        expect({ key, forms: Object.keys(forms).sort() }).toEqual({ key, forms: needed });
      }
    },
  );

  it('chooses the plural form by count, with Romanian’s three and Chinese’s one', async () => {
    const days = (t: ReturnType<typeof createTranslator>) =>
      [1, 2, 20].map((count) => t('clinic.ai.deletedAfter', { count }));
    expect(days(createTranslator('en', en))).toEqual([
      'Deleted 1 day after the session',
      'Deleted 2 days after the session',
      'Deleted 20 days after the session',
    ]);
    expect(days(createTranslator('ro', ro))).toEqual([
      'Șterse la 1 zi după ședință',
      'Șterse la 2 zile după ședință',
      'Șterse la 20 de zile după ședință',
    ]);
    expect(days(createTranslator('zh', zh))).toEqual([
      '治疗 1 天后删除',
      '治疗 2 天后删除',
      '治疗 20 天后删除',
    ]);
    expect(createTranslator('fr', fr)('clinic.ai.deletedAfter', { count: 0 })).toBe(
      'Supprimées 0 jour après la séance',
    );
  });

  it('falls back to the other form when a language lacks a count’s category', () => {
    const partial = structuredClone(ro);
    partial.clinic.ai.deletedAfter = { other: 'Șterse după {{count}} zile' };
    expect(createTranslator('ro', partial)('clinic.ai.deletedAfter', { count: 1 })).toBe(
      'Șterse după 1 zile',
    );
  });

  it('a translator for French speaks French and loads its file lazily', async () => {
    const t = createTranslator('fr', await loadMessages('fr'));
    expect(t('common.loading')).toBe(fr.common.loading);
    expect(t('common.loading')).not.toBe(en.common.loading);
  });
});
