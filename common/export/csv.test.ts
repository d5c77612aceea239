import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV for an auditor', () => {
  it.each(['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx'])(
    'prefixes a cell starting %j so a spreadsheet reads it as text',
    (value) => {
      expect(csvCell(value)).toBe(`"'${value}"`);
    },
  );

  it('quotes every cell and doubles its quotes', () => {
    expect(csvCell('Dana "DD" Demo, PsyD')).toBe('"Dana ""DD"" Demo, PsyD"');
  });

  it('leaves ordinary text as it is', () => {
    expect(csvCell('read-note')).toBe('"read-note"');
  });

  it('ends every line, the last included, with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('"a","b"\r\n"c","d"\r\n');
  });
});
