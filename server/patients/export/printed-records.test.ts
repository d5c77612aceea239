import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { linesOf } from './printed-records.ts';
import { printable, renderRecordPdf } from './record-pdf.ts';

describe('printed records', () => {
  it('prints stored values as labelled lines, lists one item a line, empty values left out', () => {
    expect(
      linesOf({
        riskUpdate: 'no-change',
        interventions: ['CBT', 'DBT'],
        riskNote: '',
        nested: { phq9Total: 7 },
      }),
    ).toEqual([
      'Risk update: no-change',
      'Interventions:',
      '  - CBT',
      '  - DBT',
      'Nested:',
      '  Phq9 total: 7',
    ]);
  });

  it('prints letters outside the standard font as their base letter, others as ?', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    expect(printable(font, 'Ștefan Țuțea — café 李')).toBe('Stefan Tutea — café ?');
  });

  it('runs a long record onto further pages', async () => {
    const long = Array.from({ length: 400 }, (_, i) => `Line ${i} of a long session note.`).join(
      '\n',
    );
    const bytes = await renderRecordPdf(
      {
        title: 'SOAP progress note',
        facts: ['Patient: A B'],
        blocks: [{ heading: 'Plan', text: long }],
        signature: [],
      },
      new Date('2026-11-28T10:00:00Z'),
    );
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(3);
  });
});
