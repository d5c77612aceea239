import type {
  AccessedRecord,
  AccessedRecordKind,
  AccessedRecordRef,
} from '../../common/contracts/accessed-record.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { sessionSeenBy, type Viewer } from '../encounters/session-visibility.ts';

/**
 * Who reads the trail, for what it may say of each record named in it: the sessions they see
 * (`Viewer`), and whether they hold `readClinical` for this patient (`clinical`).
 */
export interface TrailReader extends Viewer {
  clinical: boolean;
}

/** What the trail may say of one record, and whether its reader may open it. */
type Described = Omit<AccessedRecord, 'kind' | 'id'>;

const iso = (at: Date | string) => new Date(at).toISOString();
const keyOf = (ref: AccessedRecordRef) => `${ref.kind}:${ref.id}`;

/**
 * The records named on a page of a patient's trail, each with what its reader may see of it
 * (CLINICAL.md §1; never contents), the same rules as the lists that show them:
 * - a note's format and its session's start: anyone who sees the patient (the chart's notes list);
 * - a session's start (sessions, recordings, AI drafts): whoever sees that session;
 * - an intake's start and an AI draft's format: the care team's clinicians (theirs alone to list).
 * `openable` is the pages' own rule for opening it: contents need `readClinical`, a draft note or
 * intake only its author, an AI draft only its author and while its text is kept; a session,
 * whoever sees it. A record no longer there (a recording discarded) is named by kind and id only.
 */
export async function describeAccessedRecords(
  clinic: TenantDb,
  patientId: string,
  refs: readonly AccessedRecordRef[],
  reader: TrailReader,
): Promise<Map<string, AccessedRecord>> {
  const idsOf = (kind: AccessedRecordKind) => [
    ...new Set(refs.filter((ref) => ref.kind === kind).map((ref) => ref.id)),
  ];
  const described = new Map<string, Described>();
  const put = (kind: AccessedRecordKind, id: string, about: Described) =>
    described.set(keyOf({ kind, id }), about);
  const open = (may: boolean) => (may ? { openable: true as const } : {});
  const atIf = (may: boolean, at: Date | string) => (may ? { at: iso(at) } : {});

  for (const row of await notesOf(clinic, patientId, idsOf('note'))) {
    const readable = reader.clinical && (row.author_id === reader.userId || row.signed_at !== null);
    put('note', row.id, {
      format: row.format,
      at: iso(row.starts_at),
      encounterId: row.encounter_id,
      ...open(readable),
    });
  }
  for (const row of await intakesOf(clinic, patientId, idsOf('intake'))) {
    const readable = reader.clinical && (row.status !== 'draft' || row.author_id === reader.userId);
    put('intake', row.id, { ...atIf(reader.clinical, row.created_at), ...open(readable) });
  }
  for (const row of await draftsOf(clinic, patientId, idsOf('note-draft'), reader)) {
    const own = reader.clinical && row.author_id === reader.userId;
    put('note-draft', row.id, {
      ...(reader.clinical && { format: row.format }),
      ...atIf(row.seen, row.starts_at),
      encounterId: row.encounter_id,
      ...open(own && row.purged_at === null),
    });
  }
  for (const row of await recordingsOf(clinic, patientId, idsOf('recording'), reader)) {
    put('recording', row.id, {
      ...atIf(row.seen, row.starts_at),
      encounterId: row.encounter_id,
      ...open(reader.clinical),
    });
  }
  for (const row of await sessionsOf(clinic, patientId, idsOf('encounter'), reader)) {
    put('encounter', row.id, {
      ...atIf(row.seen, row.starts_at),
      encounterId: row.id,
      ...open(row.seen),
    });
  }
  return new Map(
    refs.map((ref) => [keyOf(ref), { ...ref, ...described.get(keyOf(ref)) }] as const),
  );
}

/** The key a described record is found under. */
export const accessedRecordKey = keyOf;

const notesOf = (clinic: TenantDb, patientId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : clinic
        .selectFrom('notes')
        .innerJoin('encounters', (join) =>
          join
            .onRef('encounters.tenant_id', '=', 'notes.tenant_id')
            .onRef('encounters.id', '=', 'notes.encounter_id'),
        )
        .select([
          'notes.id',
          'notes.format',
          'notes.author_id',
          'notes.signed_at',
          'notes.encounter_id',
          'encounters.starts_at',
        ])
        .where('notes.patient_id', '=', patientId)
        .where('notes.id', 'in', ids)
        .execute();

const intakesOf = (clinic: TenantDb, patientId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : clinic
        .selectFrom('intakes')
        .select(['id', 'status', 'author_id', 'created_at'])
        .where('patient_id', '=', patientId)
        .where('id', 'in', ids)
        .execute();

const draftsOf = (clinic: TenantDb, patientId: string, ids: string[], reader: Viewer) =>
  ids.length === 0
    ? Promise.resolve([])
    : clinic
        .selectFrom('note_drafts')
        .innerJoin('encounters', (join) =>
          join
            .onRef('encounters.tenant_id', '=', 'note_drafts.tenant_id')
            .onRef('encounters.id', '=', 'note_drafts.encounter_id'),
        )
        .select([
          'note_drafts.id',
          'note_drafts.format',
          'note_drafts.author_id',
          'note_drafts.purged_at',
          'note_drafts.encounter_id',
          'encounters.starts_at',
          sessionSeenBy(reader).as('seen'),
        ])
        .where('note_drafts.patient_id', '=', patientId)
        .where('note_drafts.id', 'in', ids)
        .execute();

const recordingsOf = (clinic: TenantDb, patientId: string, ids: string[], reader: Viewer) =>
  ids.length === 0
    ? Promise.resolve([])
    : clinic
        .selectFrom('recordings')
        .innerJoin('encounters', (join) =>
          join
            .onRef('encounters.tenant_id', '=', 'recordings.tenant_id')
            .onRef('encounters.id', '=', 'recordings.encounter_id'),
        )
        .select([
          'recordings.id',
          'recordings.encounter_id',
          'encounters.starts_at',
          sessionSeenBy(reader).as('seen'),
        ])
        .where('recordings.patient_id', '=', patientId)
        .where('recordings.id', 'in', ids)
        .execute();

const sessionsOf = (clinic: TenantDb, patientId: string, ids: string[], reader: Viewer) =>
  ids.length === 0
    ? Promise.resolve([])
    : clinic
        .selectFrom('encounters')
        .select(['id', 'starts_at', sessionSeenBy(reader).as('seen')])
        .where('patient_id', '=', patientId)
        .where('id', 'in', ids)
        .execute();
