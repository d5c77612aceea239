import { createHash, randomUUID } from 'node:crypto';
import type {
  ConsentText,
  ConsentTextInput,
  SignableConsentKind,
} from '../../common/contracts/consent-texts.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';

/** Hex SHA-256 of a text's UTF-8 bytes: what a signature says it was given. */
export const textSha256 = (body: string) => createHash('sha256').update(body, 'utf8').digest('hex');

function selectTexts(clinic: TenantDb) {
  return clinic
    .selectFrom('consent_texts')
    .innerJoin('users', (join) =>
      join
        .onRef('users.id', '=', 'consent_texts.created_by')
        .onRef('users.tenant_id', '=', 'consent_texts.tenant_id'),
    )
    .select([
      'consent_texts.id',
      'consent_texts.kind',
      'consent_texts.version',
      'consent_texts.title',
      'consent_texts.body',
      'consent_texts.sha256',
      'consent_texts.created_by',
      'consent_texts.created_at',
      'users.first_name',
      'users.last_name',
    ]);
}
type TextRow = Awaited<ReturnType<ReturnType<typeof selectTexts>['execute']>>[number];

const toConsentText = (row: TextRow): ConsentText => ({
  id: row.id,
  kind: row.kind as SignableConsentKind,
  version: row.version,
  title: row.title,
  body: row.body,
  sha256: row.sha256,
  createdBy: { id: row.created_by, name: `${row.first_name} ${row.last_name}`.trim() },
  createdAt: new Date(row.created_at).toISOString(),
});

/** Each kind's current (highest) version, in the order of the kinds' names. */
export async function currentConsentTexts(clinic: TenantDb): Promise<ConsentText[]> {
  const rows = await selectTexts(clinic)
    .distinctOn('consent_texts.kind')
    .orderBy('consent_texts.kind')
    .orderBy('consent_texts.version', 'desc')
    .execute();
  return rows.map(toConsentText);
}

/** One version, current or not; undefined when the clinic has no such text. */
export async function findConsentText(
  clinic: TenantDb,
  id: string,
): Promise<ConsentText | undefined> {
  const row = await selectTexts(clinic).where('consent_texts.id', '=', id).executeTakeFirst();
  return row && toConsentText(row);
}

/** Every version of one kind, newest first (the owner's history; none ever changes). */
export async function consentTextVersions(
  clinic: TenantDb,
  kind: SignableConsentKind,
): Promise<ConsentText[]> {
  const rows = await selectTexts(clinic)
    .where('consent_texts.kind', '=', kind)
    .orderBy('consent_texts.version', 'desc')
    .execute();
  return rows.map(toConsentText);
}

/** The kind's current version number; 0 when it has none. */
export async function currentVersionOf(clinic: TenantDb, kind: SignableConsentKind) {
  const row = await clinic
    .selectFrom('consent_texts')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * A new version of the kind's text (the previous ones stay as they were). Two owners saving the
 * same kind at once: the second insert breaks the (clinic, kind, version) key and throws.
 */
export async function addConsentTextVersion(
  clinic: TenantDb,
  entry: { input: ConsentTextInput; createdBy: string; now: Date },
): Promise<ConsentText> {
  const id = randomUUID();
  await clinic.transaction(async (tx) => {
    const version = (await currentVersionOf(tx, entry.input.kind)) + 1;
    await tx
      .insertInto('consent_texts', {
        id,
        kind: entry.input.kind,
        version,
        title: entry.input.title,
        body: entry.input.body,
        sha256: textSha256(entry.input.body),
        created_by: entry.createdBy,
        created_at: entry.now,
      })
      .execute();
  });
  return (await findConsentText(clinic, id))!;
}
