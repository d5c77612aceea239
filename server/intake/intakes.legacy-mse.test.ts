import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../common/contracts/documents.contract.ts';
import { intakePath, type Intake } from '../../common/contracts/intake.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import { intakeSignatureHash } from '../documents/document-signature.ts';
import { jsonText } from './json-text.ts';
import {
  callAs,
  filledContent,
  freshPatient,
  signIntake,
  startClinicKit,
  type ClinicKit,
} from './intake.test-kit.ts';

/**
 * Intakes stored before the mental status exam took several choices per domain: one choice or
 * null in every domain. They are legal records: never rewritten, read as lists, and their
 * signature, a hash of the content as stored, still verifies.
 */

let kit: ClinicKit;
let patient: Patient;
beforeAll(async () => {
  kit = await startClinicKit();
  patient = await freshPatient(kit, 'Legacy');
});
afterAll(() => kit.server.close());

/** The exam as first stored: a single choice (or null) in each domain. */
function legacyContent() {
  const content = filledContent();
  return {
    ...content,
    mse: {
      appearance: 'well-groomed',
      behaviour: 'agitated',
      speech: null,
      mood: 'depressed',
      affect: 'constricted',
      thoughtProcess: 'linear',
      thoughtContent: null,
      perception: 'auditory-hallucinations',
      cognition: 'intact',
      insight: 'fair',
      judgement: 'good',
      notes: 'Tearful at times.',
    },
  };
}

/** Stores an intake straight into the database, as an older release left it. */
async function storeLegacy(id: string, status: 'draft' | 'signed') {
  const content = legacyContent();
  const signedAt = new Date('2026-10-01T09:30:00.000Z');
  const facts = {
    id,
    patientId: patient.id,
    encounterId: null,
    content,
    signerId: kit.founder.user.id,
    signedAt: signedAt.toISOString(),
  };
  const signed = status === 'signed';
  await kit.server.server.ctx.db
    .insertInto('intakes')
    .values({
      tenant_id: kit.founder.user.tenantId,
      id,
      patient_id: patient.id,
      encounter_id: null,
      author_id: kit.founder.user.id,
      status,
      version: 1,
      content: jsonText(content),
      created_at: signedAt,
      updated_at: signedAt,
      signed_at: signed ? signedAt : null,
      signer_role: signed ? 'clinician' : null,
      content_sha256: signed ? intakeSignatureHash(facts) : null,
      error_reason: null,
      error_at: null,
      error_by: null,
    })
    .execute();
}

const storedRow = (id: string) =>
  kit.server.server.ctx.db
    .selectFrom('intakes')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** The hash recomputed from the stored row alone, as anyone verifying the record would. */
const recomputed = (row: Awaited<ReturnType<typeof storedRow>>) =>
  createHash('sha256')
    .update(
      canonicalJson({
        kind: 'intake',
        id: row.id,
        patientId: row.patient_id,
        encounterId: row.encounter_id,
        content: row.content,
        signerId: row.author_id,
        signedAt: new Date(row.signed_at!).toISOString(),
      }),
    )
    .digest('hex');

describe('an intake signed with one choice per exam domain', () => {
  it('is read with each multi-choice domain as a list, and its signature still verifies', async () => {
    await storeLegacy('legacy-signed-1', 'signed');
    const before = await storedRow('legacy-signed-1');

    const reply = await callAs<{ intake: Intake }>(
      kit,
      kit.founder,
      'GET',
      intakePath('legacy-signed-1'),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.intake.content.mse).toMatchObject({
      behaviour: ['agitated'],
      speech: [],
      mood: ['depressed'],
      thoughtContent: [],
      perception: ['auditory-hallucinations'],
      insight: 'fair',
      judgement: 'good',
    });

    const after = await storedRow('legacy-signed-1');
    expect(after).toEqual(before);
    expect((after.content as { mse: { mood: unknown } }).mse.mood).toBe('depressed');
    expect(recomputed(after)).toBe(after.content_sha256);
    expect(reply.body.intake.signature?.sha256).toBe(after.content_sha256);
  });
});

describe('a draft left in the one-choice shape, signed after the change', () => {
  it('is signed with a hash of its content as stored, which anyone can recompute', async () => {
    await storeLegacy('legacy-draft-1', 'draft');
    const signed = await signIntake(kit, kit.founder, { id: 'legacy-draft-1', version: 1 });
    expect(signed.status).toBe(200);
    expect(signed.body.intake.content.mse.mood).toEqual(['depressed']);

    const row = await storedRow('legacy-draft-1');
    expect((row.content as { mse: { mood: unknown } }).mse.mood).toBe('depressed');
    expect(row.content_sha256).toBe(recomputed(row));
    expect(signed.body.intake.signature?.sha256).toBe(row.content_sha256);
  });
});
