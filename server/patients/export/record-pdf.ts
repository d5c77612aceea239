import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/** One printed record: a title, then headed blocks of text, then the signature lines. */
export interface PrintedRecord {
  title: string;
  /** Patient, dates, author: one short line each under the title. */
  facts: string[];
  blocks: { heading: string; text: string }[];
  signature: string[];
}

const PAGE = { width: 595.28, height: 841.89 }; // A4, points
const MARGIN = 56;
const SIZE = { title: 16, heading: 11, text: 10, small: 8 };
const LEADING = 1.35;

/**
 * PDF's standard fonts encode WinAnsi only: letters outside it are printed as their base letter
 * (ș → s) or, failing that, `?`. The Bundle in the same ZIP carries every character exactly.
 */
export function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.replace(/\r\n?/g, '\n')]
    .map((char) => {
      if (char === '\n' || supported.has(char.codePointAt(0) ?? 0)) return char;
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      return [...base].every((c) => supported.has(c.codePointAt(0) ?? 0)) && base ? base : '?';
    })
    .join('');
}

function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word longer than the line (a hash, a URL) is cut where it must be.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** The record as a PDF: A4, Helvetica, pages added as the text runs on, numbered. */
export async function renderRecordPdf(
  record: PrintedRecord,
  producedAt: Date,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(record.title);
  pdf.setProducer('Praxis');
  pdf.setCreationDate(producedAt);
  pdf.setModificationDate(producedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * MARGIN;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  const write = (text: string, font: PDFFont, size: number, gapAfter = 0) => {
    for (const line of wrap(font, size, printable(font, text), width)) {
      if (y - size < MARGIN) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - MARGIN;
      }
      y -= size * LEADING;
      page.drawText(line, { x: MARGIN, y, size, font });
    }
    y -= gapAfter;
  };

  write(record.title, bold, SIZE.title, 6);
  for (const fact of record.facts) write(fact, regular, SIZE.text);
  y -= 10;
  for (const block of record.blocks) {
    write(block.heading, bold, SIZE.heading, 2);
    write(block.text.trim() || '—', regular, SIZE.text, 8);
  }
  y -= 6;
  for (const line of record.signature) write(line, regular, SIZE.small);

  const pages = pdf.getPages();
  pages.forEach((each, index) =>
    each.drawText(`${index + 1} / ${pages.length}`, {
      x: PAGE.width - MARGIN - 30,
      y: MARGIN / 2,
      size: SIZE.small,
      font: regular,
    }),
  );
  return pdf.save();
}
