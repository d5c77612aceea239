/**
 * A CSV cell an auditor's spreadsheet reads as text, never as a formula ("CSV injection"): a
 * cell starting with = + - @ (or a tab or carriage return, which some spreadsheets skip before
 * one) gets a leading apostrophe; every cell is quoted, its quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Lines of cells as CSV (RFC 4180: CRLF between lines, one at the end). */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
