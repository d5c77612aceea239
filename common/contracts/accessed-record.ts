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

/**
 * What is known of a record named in the trail, before it is told to a reader: what the server
 * reads from the record's row (the mock from its store). `onlyFor` is the one member who may
 * open it (a draft note or intake, an AI draft: its author); `gone` says its contents are no
 * longer kept (an AI draft purged); `sessionSeen` whether the reader sees the record's session.
 */
export interface AccessedRecordFacts extends AccessedRecordRef {
  format?: AccessedRecord['format'];
  at?: string;
  encounterId?: string;
  onlyFor?: string;
  gone?: boolean;
  sessionSeen?: boolean;
}

/** Who reads the trail: their id, and whether they hold `readClinical` for the patient. */
export interface TrailReader {
  userId: string;
  clinical: boolean;
}

/**
 * What the trail tells `reader` of a record (CLINICAL.md §1; never contents), by the rules of the
 * lists that show those records:
 * - a note's format and its session's start: anyone who sees the patient (the chart's notes list);
 * - an intake's start and an AI draft's format: the care team's clinicians (theirs to list);
 * - the start of the session a session, recording or AI draft belongs to: whoever sees that session.
 * It is `openable` by the pages' own rule: a session by whoever sees it; any other record's
 * contents by a care-team clinician, a draft by its author alone, and only while it is kept.
 */
export function describeAccessedRecord(
  facts: AccessedRecordFacts,
  reader: TrailReader,
): AccessedRecord {
  const { kind, id, format, at, encounterId, sessionSeen = false } = facts;
  const contents =
    reader.clinical && (facts.onlyFor === undefined || facts.onlyFor === reader.userId);
  const openable = kind === 'encounter' ? sessionSeen : contents && !facts.gone;
  const atShown = kind === 'note' || (kind === 'intake' ? reader.clinical : sessionSeen);
  return {
    kind,
    id,
    ...(format && (kind === 'note' || reader.clinical) && { format }),
    ...(at && atShown && { at }),
    ...(encounterId && { encounterId }),
    ...(openable && { openable: true as const }),
  };
}
