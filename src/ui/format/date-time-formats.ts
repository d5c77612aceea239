/**
 * One `Intl.DateTimeFormat` per language and options, made on first use and kept. Making one
 * costs about a millisecond (it loads the language's patterns), far more than formatting with it:
 * a week of 200 sessions made 200 for their times alone (issue 32, docs/performance.md). The
 * options are few and fixed in code (styles, a clinic's time zone), so the cache stays small.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
