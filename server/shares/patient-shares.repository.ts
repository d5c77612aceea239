import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Article } from '../../common/contracts/literature.contract.ts';
import type { NoteContent, NoteFormat } from '../../common/contracts/notes.contract.ts';
import { pageOfRows } from '../../common/contracts/paging.ts';
import type { Share, ShareInput } from '../../common/contracts/patient-shares.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';

/**
 * What a clinician shared with a patient (issue 36): a row per share, deleted when unshared. A
 * shared note is read from the note itself when the patient reads it, so the patient only ever
 * sees it while it is signed (entered in error, it disappears) and while the clinic allows it.
 */
function selectShares(clinic: TenantDb, patientId: string) {
  return clinic
    .selectFrom('patient_shares')
    .innerJoin('users', (join) =>
      join
        .onRef('users.id', '=', 'patient_shares.shared_by')
        .onRef('users.tenant_id', '=', 'patient_shares.tenant_id'),
    )
    .select([
      'patient_shares.id',
      'patient_shares.kind',
      'patient_shares.title',
      'patient_shares.body',
      'patient_shares.article',
      'patient_shares.note_id',
      'patient_shares.shared_by',
      'patient_shares.shared_at',
      'users.first_name',
      'users.last_name',
    ])
    .where('patient_shares.patient_id', '=', patientId);
}
type ShareRow = Awaited<ReturnType<ReturnType<typeof selectShares>['execute']>>[number];

const toShare = (row: ShareRow): Share => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  article: (row.article as Article | null) ?? null,
  noteId: row.note_id,
  sharedBy: { id: row.shared_by, name: `${row.first_name} ${row.last_name}`.trim() },
  sharedAt: new Date(row.shared_at).toISOString(),
});

export type SharesPage = { shares: Share[]; nextCursor?: string };

/**
 * The patient's shares newest first, a page after the cursor's share; null when the cursor is not
 * one of this patient's shares (the route answers 400). `notes: 'hidden'` leaves shared notes
 * out (the portal, while the clinic does not allow sharing notes).
 */
export async function listShares(
  clinic: TenantDb,
  patientId: string,
  page: { limit: number; cursor?: string | undefined },
  notes: 'shown' | 'hidden' = 'shown',
): Promise<SharesPage | null> {
  let query = selectShares(clinic, patientId)
    .orderBy('patient_shares.shared_at', 'desc')
    .orderBy('patient_shares.id', 'desc')
    .limit(page.limit + 1);
  if (page.cursor) {
    const at = await clinic
      .selectFrom('patient_shares')
      .select(['shared_at', 'id'])
      .where('patient_id', '=', patientId)
      .where('id', '=', page.cursor)
      .executeTakeFirst();
    if (!at) return null;
    query = query.where(
      sql<boolean>`(patient_shares.shared_at, patient_shares.id) < (${at.shared_at}, ${at.id})`,
    );
  }
  if (notes === 'hidden') query = query.where('patient_shares.kind', '!=', 'note');
  const { shown, nextCursor } = pageOfRows(await query.execute(), page.limit, (row) => row.id);
  const shares = shown.map(toShare);
  return nextCursor ? { shares, nextCursor } : { shares };
}

/** A reading-list article the share may name: the patient's own list or the clinic's. */
export async function shareableArticle(
  clinic: TenantDb,
  patientId: string,
  savedArticleId: string,
): Promise<Article | undefined> {
  const row = await clinic
    .selectFrom('saved_articles')
    .select('article')
    .where('id', '=', savedArticleId)
    .where((eb) => eb.or([eb('patient_id', '=', patientId), eb('patient_id', 'is', null)]))
    .executeTakeFirst();
  return row ? (row.article as Article) : undefined;
}

/** The patient's note with what sharing it needs; undefined when it is not this patient's. */
export async function noteOfPatient(clinic: TenantDb, patientId: string, noteId: string) {
  return clinic
    .selectFrom('notes')
    .select(['id', 'status', 'signed_at'])
    .where('id', '=', noteId)
    .where('patient_id', '=', patientId)
    .executeTakeFirst();
}

/** Whether the note is shared with the patient already. */
export async function noteShared(clinic: TenantDb, patientId: string, noteId: string) {
  const row = await clinic
    .selectFrom('patient_shares')
    .select('id')
    .where('patient_id', '=', patientId)
    .where('note_id', '=', noteId)
    .executeTakeFirst();
  return row !== undefined;
}

/** What a share stores beyond the input: an article's snapshot, a note's title. */
export type ShareDetails =
  { kind: 'handout' } | { kind: 'article'; article: Article } | { kind: 'note'; signedAt: Date };

export async function addShare(
  clinic: TenantDb,
  entry: {
    patientId: string;
    input: ShareInput;
    details: ShareDetails;
    sharedBy: string;
    now: Date;
  },
): Promise<Share> {
  const { input, details } = entry;
  const id = randomUUID();
  await clinic
    .insertInto('patient_shares', {
      id,
      patient_id: entry.patientId,
      kind: input.kind,
      title:
        input.kind === 'handout'
          ? input.title
          : details.kind === 'article'
            ? details.article.title
            : details.kind === 'note'
              ? details.signedAt.toISOString()
              : '',
      body: input.kind === 'handout' ? input.body : null,
      article:
        details.kind === 'article' ? sql<unknown>`${JSON.stringify(details.article)}::jsonb` : null,
      note_id: input.kind === 'note' ? input.noteId : null,
      shared_by: entry.sharedBy,
      shared_at: entry.now,
    })
    .execute();
  const row = await selectShares(clinic, entry.patientId)
    .where('patient_shares.id', '=', id)
    .executeTakeFirstOrThrow();
  return toShare(row);
}

/** Unshares; false when the patient has no such share. */
export async function removeShare(clinic: TenantDb, patientId: string, shareId: string) {
  const result = await clinic
    .deleteFrom('patient_shares')
    .where('patient_id', '=', patientId)
    .where('id', '=', shareId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * The patient's view of their shares (the portal): notes only while the clinic allows sharing
 * notes, and each shared note only while it is signed, carried whole (its sections, its signer,
 * when), read-only.
 */
export async function sharesForPatient(
  clinic: TenantDb,
  patientId: string,
  page: { limit: number; cursor?: string | undefined },
  notesAllowed: boolean,
): Promise<SharesPage | null> {
  const listed = await listShares(clinic, patientId, page, notesAllowed ? 'shown' : 'hidden');
  if (!listed) return null;
  const noteIds = listed.shares.flatMap((s) => (s.noteId ? [s.noteId] : []));
  const notes =
    noteIds.length === 0
      ? []
      : await clinic
          .selectFrom('notes')
          .select(['id', 'format', 'content', 'signer_name', 'signed_at'])
          .where('patient_id', '=', patientId)
          .where('status', '=', 'signed')
          .where('id', 'in', noteIds)
          .execute();
  const shares = listed.shares.flatMap((share) => {
    if (share.kind !== 'note') return [share];
    const note = notes.find((n) => n.id === share.noteId);
    if (!note?.signed_at) return [];
    return [
      {
        ...share,
        note: {
          id: note.id,
          format: note.format as NoteFormat,
          sections: (note.content as NoteContent).sections,
          authorName: note.signer_name ?? share.sharedBy.name,
          signedAt: new Date(note.signed_at).toISOString(),
        },
      },
    ];
  });
  return listed.nextCursor ? { shares, nextCursor: listed.nextCursor } : { shares };
}

/** The ids of the notes shared with the patient (the portal's download holds these only). */
export async function sharedNoteIds(clinic: TenantDb, patientId: string): Promise<string[]> {
  const rows = await clinic
    .selectFrom('patient_shares')
    .select('note_id')
    .where('patient_id', '=', patientId)
    .where('note_id', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.note_id ? [row.note_id] : []));
}
