import { describe, expect, it } from 'vitest';
import en from './messages/en';
import fr from './messages/fr';
import ro from './messages/ro';
import zh from './messages/zh';

/** Every message of a language, as text. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(textsOf);
}

/**
 * The one name each language gives the MRN before a number (a sentence's start capitalises it).
 * French: "N° de dossier", the hospital's term; only the patient list's column header, where
 * space is short, says "N° dossier".
 */
const MRN_NAME = { en: 'MRN', fr: 'n° de dossier', ro: 'nr. fișă', zh: '病历号' };

describe('the MRN', () => {
  it.each([
    ['en', en],
    ['fr', fr],
    ['ro', ro],
    ['zh', zh],
  ] as const)('has one name in every %s message that shows one', (locale, messages) => {
    const namings = textsOf(messages)
      .flatMap((text) => [...text.matchAll(/(\S+(?: \S+){0,2}) \{\{mrn\}\}/gu)])
      .map((match) => match[1]!.toLocaleLowerCase(locale));
    expect(namings.length).toBeGreaterThan(5);
    for (const naming of namings)
      expect(naming.endsWith(MRN_NAME[locale].toLowerCase())).toBe(true);
  });

  it('is never the old French abbreviation NDM, nor a bare "dossier" before its number', () => {
    const french = textsOf(fr);
    expect(french.filter((text) => /\bNDM\b/u.test(text))).toEqual([]);
    expect(french.filter((text) => /(?<!n° de )dossier \{\{mrn\}\}/iu.test(text))).toEqual([]);
  });
});
