import * as z from 'zod/mini';
import { noteFormat } from './note-format';

/**
 * The kinds of record a line of the access trail can name (issue 30): the one record a read
 * opened. A read of the chart as a whole (`read`, `read-consents`, …) names none.
 */
export const ACCESSED_RECORD_KINDS = [
  'note',
  'intake',
  'note-draft',
  'recording',
  'encounter',
] as const;
export type AccessedRecordKind = (typeof ACCESSED_RECORD_KINDS)[number];

/** Which record a read opened, as the server writes it in the trail: its kind and id. */
export interface AccessedRecordRef {
  kind: AccessedRecordKind;
  id: string;
}

/**
 * The record a line of the trail names, with what the trail's reader may see of it to tell it
 * apart (never its contents): a note's or draft's format, and the time it is known by — the
 * start of its session, or an intake's creation. Both are absent once the record is gone (a
 * recording discarded). `encounterId` is the session it belongs to (the pages open records by
 * session); `openable` says the reader may open it themselves (the chart links it then).
 */
export const accessedRecord = z.object({
  kind: z.enum(ACCESSED_RECORD_KINDS),
  id: z.string(),
  format: z.optional(noteFormat),
  at: z.optional(z.string()),
  encounterId: z.optional(z.string()),
  openable: z.optional(z.literal(true)),
});
export type AccessedRecord = z.infer<typeof accessedRecord>;
