import { describe, expect, it } from 'vitest';
import en from './messages/en';
import fr from './messages/fr';
import ro from './messages/ro';
import zh from './messages/zh';
import { createTranslator, loadMessages } from './i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('translations', () => {
  const english = keysOf(en).sort();
  it.each([
    ['fr', fr],
    ['ro', ro],
    ['zh', zh],
  ])('the %s file has exactly the keys of the English file', (_locale, messages) => {
    expect(keysOf(messages).sort()).toEqual(english);
  });

  it.each([
    ['fr', fr],
    ['ro', ro],
    ['zh', zh],
  ])('no %s message is empty', (_locale, messages) => {
    const empty = keysOf(messages).filter((key) => {
      const text = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it('a translator for French speaks French and loads its file lazily', async () => {
    const t = createTranslator('fr', await loadMessages('fr'));
    expect(t('common.loading')).toBe(fr.common.loading);
    expect(t('common.loading')).not.toBe(en.common.loading);
  });
});
