import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import { etagOf } from '../../common/contracts/documents.contract.ts';
import {
  emptyIntakeContent,
  intakePath,
  intakeSubPath,
  patientIntakesPath,
  type Intake,
  type IntakeContent,
} from '../../common/contracts/intake.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import type { ItemAnswer } from '../../common/scoring/instruments.ts';
import {
  ada,
  callAs,
  registerPatient,
  startClinicKit,
  type ClinicKit,
} from '../patients/patient-records.test-kit.ts';
import type { Reply } from '../test/harness.ts';

/** The patient-records kit (founder, staff, colleague, owner-only, stranger) for intake tests. */
export { ada, callAs, registerPatient, startClinicKit, type ClinicKit };

/** PHQ-9 all answered, total 8 (mild), item 9 = 0. */
export const MILD_PHQ9: ItemAnswer[] = [1, 1, 1, 1, 1, 1, 1, 1, 0];
/** GAD-7 all answered, total 12 (moderate). */
export const MODERATE_GAD7: ItemAnswer[] = [2, 2, 2, 2, 2, 1, 1];

/** A filled-in intake: referral, MSE within normal limits, both instruments complete. */
export function filledContent(overrides: Partial<IntakeContent> = {}): IntakeContent {
  const blank = emptyIntakeContent();
  return {
    ...blank,
    referral: { reason: 'Referred by GP', presentingProblem: 'Low mood for two months' },
    mse: {
      ...blank.mse,
      appearance: ['well-groomed'],
      behaviour: ['cooperative'],
      mood: ['depressed'],
      notes: 'Tearful at times.',
    },
    risk: { ...blank.risk, suicidalIdeation: 'none', homicidalIdeation: 'none' },
    phq9: [...MILD_PHQ9],
    gad7: [...MODERATE_GAD7],
    goals: ['Return to work'],
    ...overrides,
  };
}

/** PHQ-9 answers with item 9 set to `item9` (the rest as MILD_PHQ9). */
export const phq9WithItem9 = (item9: ItemAnswer): ItemAnswer[] => [...MILD_PHQ9.slice(0, 8), item9];

export type IntakeReply = Reply<{ intake: Intake; message?: string; current?: Intake }>;

/** Starts an intake as `who` for the patient; expects 201. */
export async function startIntake(
  kit: ClinicKit,
  who: LoginResponse,
  patientId: string,
  content: IntakeContent = filledContent(),
  encounterId: string | null = null,
): Promise<Intake> {
  const reply = await callAs<{ intake: Intake }>(kit, who, 'POST', patientIntakesPath(patientId), {
    encounterId,
    content,
  });
  if (reply.status !== 201) throw new Error(`start intake failed: ${reply.status} ${reply.text}`);
  return reply.body.intake;
}

/** A request carrying `If-Match` for `version` (or none when `version` is null). */
export function withVersion(
  kit: ClinicKit,
  who: LoginResponse,
  method: string,
  path: string,
  version: number | null,
  body?: unknown,
): Promise<IntakeReply> {
  const headers: Record<string, string> = version === null ? {} : { 'if-match': etagOf(version) };
  return kit.server.request(method, path, { token: who.access_token, body, headers });
}

export const saveIntake = (
  kit: ClinicKit,
  who: LoginResponse,
  intake: Pick<Intake, 'id' | 'version'>,
  content: IntakeContent,
) => withVersion(kit, who, 'PUT', intakePath(intake.id), intake.version, { content });

export const signIntake = (
  kit: ClinicKit,
  who: LoginResponse,
  intake: Pick<Intake, 'id' | 'version'>,
) => withVersion(kit, who, 'POST', intakeSubPath(intake.id, 'sign'), intake.version);

/** A fresh patient of the founder's (so on the founder's care team). */
export const freshPatient = (kit: ClinicKit, familyName: string): Promise<Patient> =>
  registerPatient(kit, kit.founder, { ...ada, familyName });

/**
 * Books a session straight into the database (the encounters feature owns booking), starting
 * now or at `startsAt`.
 */
export async function sessionOf(
  kit: ClinicKit,
  patientId: string,
  clinicianId: string,
  startsAt: Date = kit.server.now(),
) {
  const id = randomUUID();
  const now = kit.server.now();
  const tenantId = kit.founder.user.tenantId;
  await kit.server.server.ctx.db
    .insertInto('encounters')
    .values({
      tenant_id: tenantId,
      id,
      patient_id: patientId,
      clinician_id: clinicianId,
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + 50 * 60_000),
      modality: 'in-person',
      type: 'intake',
      location: 'Room 1',
      status_reason: null,
      arrived_at: null,
      started_at: null,
      finished_at: null,
      booked_by: clinicianId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Rows of a clinic's table for one patient, straight from the database ("nothing stored"). */
export async function storedFor(kit: ClinicKit, patientId: string) {
  const db = kit.server.server.ctx.db;
  const [intakes, versions, observations, patient] = await Promise.all([
    db
      .selectFrom('intakes')
      .selectAll()
      .where('patient_id', '=', patientId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('document_versions')
      .innerJoin('intakes', (join) =>
        join
          .onRef('intakes.id', '=', 'document_versions.document_id')
          .onRef('intakes.tenant_id', '=', 'document_versions.tenant_id'),
      )
      .select(['document_versions.document_id', 'document_versions.version'])
      .where('intakes.patient_id', '=', patientId)
      .orderBy('document_versions.document_id')
      .orderBy('document_versions.version')
      .execute(),
    db
      .selectFrom('observations')
      .selectAll()
      .where('patient_id', '=', patientId)
      .orderBy('id')
      .execute(),
    db.selectFrom('patients').select('flags').where('id', '=', patientId).executeTakeFirst(),
  ]);
  return { intakes, versions, observations, flags: patient?.flags };
}
