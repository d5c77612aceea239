import {
  storedIntakeContent,
  type Intake,
  type IntakeContent,
  type IntakeSummary,
} from '../../common/contracts/intake.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { enteredInErrorOf, selectDocuments, signatureOf } from '../documents/document-rows.ts';
import { INTAKE_DOCUMENT } from '../documents/document-types.ts';
import {
  insertDocument,
  saveDocument,
  signDocument,
  withdrawDocument,
} from '../documents/document-writes.ts';

/**
 * Intakes (FHIR QuestionnaireResponse) and their saved versions, through the documents kit's life
 * cycle (server/documents): every save of a draft is a new version (the row's `version` + 1) and
 * a `document_versions` row of kind 'intake'. A signed or entered-in-error intake is also locked
 * by the database (migration 0011's trigger).
 *
 * Stored content is never rewritten: an intake is read in today's shape (`storedIntakeContent`:
 * a legacy exam's single choices as lists), while its signature covers the content as stored
 * (the kit hashes the stored row).
 */

const iso = (at: Date | string) => new Date(at).toISOString();
const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** Intakes with their author's and (if any) their withdrawer's names, all of the one clinic. */
const selectIntakes = (clinic: TenantDb) => selectDocuments(clinic, INTAKE_DOCUMENT);

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
    signature: signatureOf(row, row.signer_name ?? authorName),
    enteredInError: enteredInErrorOf(row, nameOf(row.withdrawer_first, row.withdrawer_last)),
  };
}

/** One intake of the clinic, or null (another clinic's intake is the same as none). */
export async function findIntake(clinic: TenantDb, id: string): Promise<Intake | null> {
  const row = await selectIntakes(clinic).where('intakes.id', '=', id).executeTakeFirst();
  return row ? toIntake(row) : null;
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
  return insertDocument(clinic, INTAKE_DOCUMENT, draft);
}

/**
 * Saves a draft's content over version `expected`, as version `expected + 1`; false when the row
 * is no longer that draft version (someone saved or signed it in between).
 */
export async function saveIntakeContent(
  clinic: TenantDb,
  save: { id: string; expected: number; content: IntakeContent; by: string; now: Date },
): Promise<boolean> {
  const { expected, ...rest } = save;
  return saveDocument(clinic, INTAKE_DOCUMENT, { ...rest, version: expected });
}

/**
 * Locks draft version `expected` as signed by its author, hashed as stored (a draft of an old
 * shape is not read first); false when the row is no longer that draft.
 */
export async function markIntakeSigned(
  clinic: TenantDb,
  sign: { id: string; expected: number; signedAt: Date; signerId: string },
): Promise<boolean> {
  return signDocument(clinic, INTAKE_DOCUMENT, {
    id: sign.id,
    version: sign.expected,
    signerId: sign.signerId,
    now: sign.signedAt,
  });
}

/** Withdraws a draft or signed intake with a reason; it stays stored and visible to auditors. */
export async function markIntakeEnteredInError(
  clinic: TenantDb,
  entry: { id: string; reason: string; by: string; now: Date },
): Promise<boolean> {
  return withdrawDocument(clinic, INTAKE_DOCUMENT, entry);
}
