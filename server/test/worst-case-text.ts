/**
 * The largest valid documents in each language's worst case, for the body-limit tests: a text of
 * `length` UTF-16 units (what a contract's `maxLength` counts) in one script, and the JSON a client
 * that escapes every non-ASCII character (`ensure_ascii`) sends, six bytes a character.
 */
export const SCRIPTS = {
  /** English: one byte a character in UTF-8. */
  en: 'a',
  /** Romanian with its diacritics: two bytes a character. */
  ro: 'ș',
  /** Chinese: three bytes a character. */
  zh: '病',
} as const;
export type Script = keyof typeof SCRIPTS;

/** `length` characters of the script. */
export const textOf = (script: Script, length: number) => SCRIPTS[script].repeat(length);

/** JSON with every non-ASCII character written `\uXXXX`, as Python's `json.dumps` writes it. */
export const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[^\x20-\x7e]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
