import { decodeHTML } from 'entities';

/**
 * Careful reading of outside answers: every field is checked before use, since a service may
 * change its format or a proxy may answer in its place.
 */

export type Fields = Record<string, unknown>;

export const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON value of a text, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A string or number field as a string; anything else is undefined. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** C0 (NUL included) and C1 control characters as spaces. */
function withoutControls(text: string): string {
  return Array.from(text, (char) => {
    const code = char.codePointAt(0) ?? 0;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) ? ' ' : char;
  }).join('');
}

/** Plain text fit to show: control characters gone, spaces collapsed, at most `max` characters. */
export function plainText(value: string | undefined, max: number): string {
  if (!value) return '';
  const plain = withoutControls(value).replace(/\s+/g, ' ').trim();
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}

/**
 * Text that arrived as HTML inside JSON (titles with `<i>` and `&eacute;`) fit to show: markup
 * removed, entities decoded as a browser would, then as {@link plainText}.
 */
export function cleanText(value: string | undefined, max: number): string {
  return plainText(value && decodeHTML(value.replace(/<[^>]{0,200}>/g, '')), max);
}

/** The first plausible four-digit year in a date text ("2019 Mar 15", "2019/03/15 00:00"). */
export function yearIn(value: string | undefined): number | null {
  const match = value?.match(/\b(1[89]\d\d|2[01]\d\d)\b/);
  return match?.[1] ? Number(match[1]) : null;
}

export const PMID = /^\d{1,12}$/;
export const PMCID = /^PMC\d{1,12}$/;
/** A DOI as registered: `10.<registrant>/<suffix>`, no spaces. */
export const DOI = /^10\.\d{4,9}\/\S{1,280}$/;

/** A DOI in the form used for keys and matching (case-insensitive by definition). */
export const normalDoi = (doi: string) => doi.trim().toLowerCase();
