/**
 * The printed record's page footer (issue 30): every page names the patient and numbers itself.
 * CSS `@page` margin boxes carry it, so each printed page has it whatever the content's length;
 * the texts come translated and are written as CSS strings around the page counters.
 */

/** A text as a CSS string literal (quotes, backslashes and line breaks escaped). */
export const cssString = (text: string) =>
  `"${text
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/[\r\n]+/g, ' ')}"`;

/**
 * CSS `content` for a translated "Page {{page}} of {{pages}}": the text around the placeholders
 * as strings, the placeholders as the page counters, in the translation's order.
 */
export function pageCounterContent(template: string): string {
  return template
    .split(/(\{\{pages?\}\})/)
    .filter((part) => part !== '')
    .map((part) =>
      part === '{{page}}'
        ? 'counter(page)'
        : part === '{{pages}}'
          ? 'counter(pages)'
          : cssString(part),
    )
    .join(' ');
}

/** The `@page` rule: the patient at the bottom start, the page number at the bottom end. */
export function printPageRule(footer: { patient: string; pageOf: string }): string {
  return `@page { margin: 18mm 16mm; @bottom-left { content: ${cssString(footer.patient)}; font-size: 9pt; } @bottom-right { content: ${pageCounterContent(footer.pageOf)}; font-size: 9pt; } }`;
}
