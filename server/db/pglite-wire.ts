import { protocol, type PGlite, type Results } from '@electric-sql/pglite';

/** What one round of protocol messages answered: a statement's result, or its parameters' types. */
export interface WireAnswer {
  result: Results;
  paramTypes: number[];
}

const HEADER = 5;
const NULL_LENGTH = -1;
/** The commands whose tag ends in the rows they touched, as PGlite's parseResults counts them. */
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** The ErrorResponse at `start` as PGlite's own parser makes it (a DatabaseError, SQLSTATE and all). */
function databaseError(bytes: Buffer, start: number, end: number): Error {
  let error: unknown = new Error('The embedded database answered with an unreadable error.');
  new protocol.Parser().parse(bytes.subarray(start, end), (message) => {
    error = message;
  });
  return error as Error;
}

/**
 * Sends protocol `message` to PGlite and reads its answer here, from the raw bytes: rows, fields,
 * command and affected rows exactly as PGlite's `parseResults` makes them (each value through
 * PGlite's type parsers), the first ErrorResponse thrown as PGlite throws it. PGlite's own reader
 * copies every field into a fresh buffer and decodes it with a TextDecoder, which was 40% of the
 * database thread's time answering the week calendar's 269 rows (issue 35).
 */
export async function exchange(pglite: PGlite, message: Uint8Array): Promise<WireAnswer> {
  const chunks: Buffer[] = [];
  await pglite.execProtocolRawStream(message, {
    syncToFs: false,
    onRawData: (bytes) => chunks.push(Buffer.from(bytes)),
  });
  const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  const parsers = pglite.parsers;
  const result: Results = { rows: [], fields: [], affectedRows: 0 };
  let paramTypes: number[] = [];
  let error: Error | undefined;
  for (let at = 0; at + HEADER <= bytes.length;) {
    const code = String.fromCharCode(bytes[at]!);
    const end = at + 1 + bytes.readInt32BE(at + 1);
    let read = at + HEADER;
    if (code === 'D') {
      const row: Record<string, unknown> = {};
      const count = bytes.readInt16BE(read);
      read += 2;
      for (let i = 0; i < count; i += 1) {
        const length = bytes.readInt32BE(read);
        read += 4;
        const field = result.fields[i]!;
        if (length === NULL_LENGTH) {
          row[field.name] = null;
          continue;
        }
        const text = bytes.toString('utf8', read, read + length);
        read += length;
        const parser = parsers[field.dataTypeID];
        row[field.name] = parser ? parser(text, field.dataTypeID) : text;
      }
      result.rows.push(row);
    } else if (code === 'T') {
      const count = bytes.readInt16BE(read);
      read += 2;
      const fields: Results['fields'][number][] = [];
      for (let i = 0; i < count; i += 1) {
        const nameEnd = bytes.indexOf(0, read);
        const name = bytes.toString('utf8', read, nameEnd);
        // table oid (4), column (2), then the type's oid.
        const dataTypeID = bytes.readInt32BE(nameEnd + 1 + 4 + 2);
        read = nameEnd + 1 + 18;
        fields.push({ name, dataTypeID });
      }
      result.fields = fields;
    } else if (code === 't') {
      const count = bytes.readInt16BE(read);
      paramTypes = Array.from({ length: count }, (_, i) => bytes.readInt32BE(read + 2 + i * 4));
    } else if (code === 'C') {
      const tag = bytes.toString('utf8', read, end - 1).split(' ');
      const command = tag[0]!;
      const rowCount = parseInt(tag[tag.length - 1]!, 10);
      result.command = command;
      if (COUNTED.has(command)) result.affectedRows = (result.affectedRows ?? 0) + rowCount;
      if (!Number.isNaN(rowCount)) (result as { rowCount?: number }).rowCount = rowCount;
    } else if (code === 'E') {
      error ??= databaseError(bytes, at, end);
    }
    at = end;
  }
  if (error) throw error;
  return { result, paramTypes };
}
