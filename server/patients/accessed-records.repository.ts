import {
  describeAccessedRecord,
  type AccessedRecord,
  type AccessedRecordFacts,
  type AccessedRecordKind,
  type AccessedRecordRef,
  type TrailReader,
} from '../../common/contracts/accessed-record.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { sessionSeenBy, type Viewer } from '../encounters/session-visibility.ts';

/** Who reads the trail: the sessions they see, and whether they hold `readClinical` here. */
export type TrailViewer = Viewer & TrailReader;

const iso = (at: Date | string) => new Date(at).toISOString();

/** The key a described record is found under. */
export const accessedRecordKey = (ref: AccessedRecordRef) => `${ref.kind}:${ref.id}`;

/**
 * The records named on a page of a patient's trail, each as its reader may see it
 * (`describeAccessedRecord`, the mock's rule too): one query per kind named, whatever the page's
 * length. A record no longer there (a recording discarded) is named by kind and id only.
 */
export async function describeAccessedRecords(
  clinic: TenantDb,
  patientId: string,
  refs: readonly AccessedRecordRef[],
  reader: TrailViewer,
): Promise<Map<string, AccessedRecord>> {
  const idsOf = (kind: AccessedRecordKind) => [
    ...new Set(refs.filter((ref) => ref.kind === kind).map((ref) => ref.id)),
  ];
  const facts: AccessedRecordFacts[] = [
    ...(await notesOf(clinic, patientId, idsOf('note'))).map((row): AccessedRecordFacts => ({
      kind: 'note',
      id: row.id,
      format: row.format,
      at: iso(row.starts_at),
      encounterId: row.encounter_id,
      ...(row.signed_at === null && { onlyFor: row.author_id }),
    })),
    ...(await intakesOf(clinic, patientId, idsOf('intake'))).map((row): AccessedRecordFacts => ({
      kind: 'intake',
      id: row.id,
      at: iso(row.created_at),
      ...(row.status === 'draft' && { onlyFor: row.author_id }),
    })),
    ...(await draftsOf(clinic, patientId, idsOf('note-draft'), reader)).map(
      (row): AccessedRecordFacts => ({
        kind: 'note-draft',
        id: row.id,
        format: row.format,
        at: iso(row.starts_at),
        encounterId: row.encounter_id,
        onlyFor: row.author_id,
        gone: row.purged_at !== null,
        sessionSeen: row.seen,
      }),
    ),
    ...(await recordingsOf(clinic, patientId, idsOf('recording'), reader)).map(
      (row): AccessedRecordFacts => ({
        kind: 'recording',
        id: row.id,
        at: iso(row.starts_at),
        encounterId: row.encounter_id,
        sessionSeen: row.seen,
      }),
    ),
    ...(await sessionsOf(clinic, patientId, idsOf('encounter'), reader)).map(
      (row): AccessedRecordFacts => ({
        kind: 'encounter',
        id: row.id,
        at: iso(row.starts_at),
        encounterId: row.id,
        sessionSeen: row.seen,
      }),
    ),
  ];
  const known = new Map(facts.map((fact) => [accessedRecordKey(fact), fact] as const));
  return new Map(
    refs.map((ref) => {
      const key = accessedRecordKey(ref);
      return [key, describeAccessedRecord(known.get(key) ?? ref, reader)] as const;
    }),
  );
}

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
