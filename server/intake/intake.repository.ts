import { randomUUID } from 'node:crypto';
import {
  storedIntakeContent,
  type Intake,
  type IntakeContent,
  type IntakeSummary,
} from '../../common/contracts/intake.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { jsonText } from './json-text.ts';
import { signerIdentity } from '../clinic/signer-identity.ts';

/**
 * Intakes (FHIR QuestionnaireResponse) and their saved versions. Every save of a draft is a new
 * version (the row's `version` + 1) and a `document_versions` row of kind 'intake'. A signed or
 * entered-in-error intake is also locked by the database (migration 0011's trigger).
 *
 * Stored content is never rewritten: an intake is read in today's shape (`storedIntakeContent`:
 * a legacy exam's single choices as lists), while its signature covers the content as stored
 * (`findStoredIntakeContent`).
 */

const iso = (at: Date | string) => new Date(at).toISOString();
const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** Intakes with their author's and (if any) their withdrawer's names, all of the one clinic. */
function selectIntakes(clinic: TenantDb) {
  return clinic
    .selectFrom('intakes')
    .innerJoin('users as author', (join) =>
      join
        .onRef('author.tenant_id', '=', 'intakes.tenant_id')
        .onRef('author.id', '=', 'intakes.author_id'),
    )
    .leftJoin('users as withdrawer', (join) =>
      join
        .onRef('withdrawer.tenant_id', '=', 'intakes.tenant_id')
        .onRef('withdrawer.id', '=', 'intakes.error_by'),
    )
    .select([
      'intakes.id',
      'intakes.patient_id',
      'intakes.encounter_id',
      'intakes.author_id',
      'intakes.status',
      'intakes.version',
      'intakes.content',
      'intakes.created_at',
      'intakes.updated_at',
      'intakes.signed_at',
      'intakes.signer_role',
      'intakes.signer_name',
      'intakes.signer_credentials',
      'intakes.signer_licence_number',
      'intakes.content_sha256',
      'intakes.error_reason',
      'intakes.error_at',
      'author.first_name as author_first',
      'author.last_name as author_last',
      'withdrawer.first_name as withdrawer_first',
      'withdrawer.last_name as withdrawer_last',
    ]);
}

type IntakeRow = Awaited<ReturnType<ReturnType<typeof selectIntakes>['executeTakeFirstOrThrow']>>;

function toIntake(row: IntakeRow): Intake {
  const authorName = nameOf(row.author_first, row.author_last);
  return {
    id: row.id,
    patientId: row.patient_id,
    encounterId: row.encounter_id,
    authorId: row.author_id,
    authorName,
    status: row.status,
    version: row.version,
    content: storedIntakeContent(row.content),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    // Only the author signs, so the signer is the author, named as they were at signing.
    signature:
      row.signed_at && row.content_sha256
        ? {
            signerId: row.author_id,
            signerName: row.signer_name ?? authorName,
            signerCredentials: row.signer_credentials,
            signerLicenceNumber: row.signer_licence_number,
            role: row.signer_role ?? 'clinician',
            signedAt: iso(row.signed_at),
            sha256: row.content_sha256,
          }
        : null,
    enteredInError:
      row.status === 'entered-in-error' && row.error_at
        ? {
            reason: row.error_reason ?? '',
            at: iso(row.error_at),
            byName: nameOf(row.withdrawer_first, row.withdrawer_last),
          }
        : null,
  };
}

/** One intake of the clinic, or null (another clinic's intake is the same as none). */
export async function findIntake(clinic: TenantDb, id: string): Promise<Intake | null> {
  const row = await selectIntakes(clinic).where('intakes.id', '=', id).executeTakeFirst();
  return row ? toIntake(row) : null;
}

/**
 * The content of version `version` of an intake exactly as stored, unread (legacy shapes kept):
 * what its signature hash covers. Null when the intake is no longer at that version.
 */
export async function findStoredIntakeContent(
  clinic: TenantDb,
  id: string,
  version: number,
): Promise<unknown> {
  const row = await clinic
    .selectFrom('intakes')
    .select('content')
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return row ? row.content : null;
}

/** A patient's intakes without their contents, the newest first. */
export async function listIntakeSummaries(
  clinic: TenantDb,
  patientId: string,
): Promise<IntakeSummary[]> {
  const rows = await selectIntakes(clinic)
    .where('intakes.patient_id', '=', patientId)
    .orderBy('intakes.created_at', 'desc')
    .orderBy('intakes.id')
    .execute();
  return rows.map((row) => {
    const { id, encounterId, status, authorName, createdAt, updatedAt } = toIntake(row);
    return { id, encounterId, status, authorName, createdAt, updatedAt };
  });
}

async function keepVersion(
  clinic: TenantDb,
  saved: { id: string; version: number; content: IntakeContent; by: string; at: Date },
) {
  await clinic
    .insertInto('document_versions', {
      document_kind: 'intake',
      document_id: saved.id,
      version: saved.version,
      content: jsonText(saved.content),
      saved_by: saved.by,
      saved_at: saved.at,
    })
    .execute();
}

/** Starts a draft at version 1 (and keeps that version); returns its id. */
export async function insertIntake(
  clinic: TenantDb,
  draft: {
    patientId: string;
    encounterId: string | null;
    authorId: string;
    content: IntakeContent;
    now: Date;
  },
): Promise<string> {
  const id = randomUUID();
  await clinic
    .insertInto('intakes', {
      id,
      patient_id: draft.patientId,
      encounter_id: draft.encounterId,
      author_id: draft.authorId,
      status: 'draft',
      version: 1,
      content: jsonText(draft.content),
      created_at: draft.now,
      updated_at: draft.now,
    })
    .execute();
  await keepVersion(clinic, {
    id,
    version: 1,
    content: draft.content,
    by: draft.authorId,
    at: draft.now,
  });
  return id;
}

/**
 * Saves a draft's content over version `expected`, as version `expected + 1`; false when the row
 * is no longer that draft version (someone saved or signed it in between).
 */
export async function saveIntakeContent(
  clinic: TenantDb,
  save: { id: string; expected: number; content: IntakeContent; by: string; now: Date },
): Promise<boolean> {
  const version = save.expected + 1;
  const updated = await clinic
    .updateTable('intakes')
    .set({ content: jsonText(save.content), version, updated_at: save.now })
    .where('id', '=', save.id)
    .where('status', '=', 'draft')
    .where('version', '=', save.expected)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  await keepVersion(clinic, {
    id: save.id,
    version,
    content: save.content,
    by: save.by,
    at: save.now,
  });
  return true;
}

/** Locks draft version `expected` as signed; false when the row is no longer that draft. */
export async function markIntakeSigned(
  clinic: TenantDb,
  sign: { id: string; expected: number; signedAt: Date; sha256: string; signerId: string },
): Promise<boolean> {
  const updated = await clinic
    .updateTable('intakes')
    .set({
      status: 'signed',
      signed_at: sign.signedAt,
      signer_role: 'clinician',
      ...(await signerIdentity(clinic, sign.signerId)),
      content_sha256: sign.sha256,
      updated_at: sign.signedAt,
    })
    .where('id', '=', sign.id)
    .where('status', '=', 'draft')
    .where('version', '=', sign.expected)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Withdraws a draft or signed intake with a reason; it stays stored and visible to auditors. */
export async function markIntakeEnteredInError(
  clinic: TenantDb,
  entry: { id: string; reason: string; by: string; now: Date },
): Promise<boolean> {
  const updated = await clinic
    .updateTable('intakes')
    .set({
      status: 'entered-in-error',
      error_reason: entry.reason,
      error_at: entry.now,
      error_by: entry.by,
    })
    .where('id', '=', entry.id)
    .where('status', '<>', 'entered-in-error')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
