import { INTAKE_MESSAGES } from '../../common/contracts/intake.contract.ts';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, etagOf } from '../../common/contracts/documents.contract.ts';
import {
  emptyIntakeContent,
  intakePath,
  intakeSubPath,
  observationsPath,
  patientIntakesPath,
  type Intake,
  type IntakeSummary,
  type Observation,
} from '../../common/contracts/intake.contract.ts';
import { patientSubPath } from '../../common/contracts/patients.contract.ts';
import type { DocumentVersion } from '../../common/contracts/documents.contract.ts';
import {
  MODERATE_GAD7,
  callAs,
  filledContent,
  freshPatient,
  saveIntake,
  sessionOf,
  signIntake,
  startClinicKit,
  startIntake,
  storedFor,
  type ClinicKit,
} from './intake.test-kit.ts';

let kit: ClinicKit;
beforeAll(async () => {
  kit = await startClinicKit();
});
afterAll(() => kit.server.close());

const observationsOf = async (patientId: string) =>
  (
    await callAs<{ observations: Observation[] }>(
      kit,
      kit.founder,
      'GET',
      observationsPath(patientId),
    )
  ).body.observations;

describe('an intake from draft to signature', () => {
  it('starts a draft at version 1, saves it as version 2 and signs it, storing its scores', async () => {
    const patient = await freshPatient(kit, 'Happy');
    const draft = await startIntake(
      kit,
      kit.founder,
      patient.id,
      filledContent({ phq9: [0, 0, 0, 0, 0, 0, 0, 0, 0] }),
    );
    expect(draft).toMatchObject({
      status: 'draft',
      version: 1,
      authorId: kit.founder.user.id,
      signature: null,
    });

    kit.server.advance(60_000);
    const saved = await saveIntake(kit, kit.founder, draft, filledContent());
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBe(etagOf(2));
    expect(saved.body.intake).toMatchObject({ version: 2, content: filledContent() });

    const signed = await signIntake(kit, kit.founder, saved.body.intake);
    expect(signed.status).toBe(200);
    const intake = signed.body.intake;
    expect(intake.status).toBe('signed');
    expect(intake.signature).toMatchObject({ signerId: kit.founder.user.id, role: 'clinician' });

    const scores = await observationsOf(patient.id);
    expect(
      scores
        .map(({ instrument, total, band, intakeId }) => ({ instrument, total, band, intakeId }))
        .sort((a, b) => a.instrument.localeCompare(b.instrument)),
    ).toEqual([
      { instrument: 'gad7', total: 12, band: 'moderate', intakeId: intake.id },
      { instrument: 'phq9', total: 8, band: 'mild', intakeId: intake.id },
    ]);
    expect(scores.find((s) => s.instrument === 'gad7')?.answers).toEqual(MODERATE_GAD7);
  });

  it('records a signature hash anyone can recompute from the stored intake', async () => {
    const patient = await freshPatient(kit, 'Hash');
    const draft = await startIntake(kit, kit.founder, patient.id);
    const { intake } = (await signIntake(kit, kit.founder, draft)).body;
    const expected = createHash('sha256')
      .update(
        canonicalJson({
          kind: 'intake',
          id: intake.id,
          patientId: patient.id,
          encounterId: null,
          content: intake.content,
          signerId: kit.founder.user.id,
          signedAt: intake.signature?.signedAt,
        }),
      )
      .digest('hex');
    expect(intake.signature?.sha256).toBe(expected);
  });

  it('keeps every save as a version, the first first', async () => {
    const patient = await freshPatient(kit, 'Versions');
    const draft = await startIntake(kit, kit.founder, patient.id);
    const goals = ['Sleep better'];
    await saveIntake(kit, kit.founder, draft, filledContent({ goals }));
    const reply = await callAs<{ versions: DocumentVersion[] }>(
      kit,
      kit.founder,
      'GET',
      intakeSubPath(draft.id, 'versions'),
    );
    expect(
      reply.body.versions.map((v) => [v.version, (v.content as { goals: string[] }).goals]),
    ).toEqual([
      [2, goals],
      [1, ['Return to work']],
    ]);
  });

  it('lists a patient’s intakes as summaries without their contents, the newest first', async () => {
    const patient = await freshPatient(kit, 'Summaries');
    const first = await startIntake(kit, kit.founder, patient.id);
    kit.server.advance(1000);
    const second = await startIntake(kit, kit.founder, patient.id);
    const reply = await callAs<{ intakes: IntakeSummary[] }>(
      kit,
      kit.founder,
      'GET',
      patientIntakesPath(patient.id),
    );
    expect(reply.body.intakes.map((s) => s.id)).toEqual([second.id, first.id]);
    expect(reply.body.intakes[0]).not.toHaveProperty('content');
  });

  it('records the consents and diagnoses the intake lists, once each, on signing', async () => {
    const patient = await freshPatient(kit, 'Consents');
    const diagnoses = [
      { code: 'F32.1', text: 'Major depressive disorder, single episode, moderate' },
    ];
    const draft = await startIntake(
      kit,
      kit.founder,
      patient.id,
      filledContent({ consents: ['treatment', 'telehealth'], diagnoses }),
    );
    await callAs(kit, kit.founder, 'POST', patientSubPath(patient.id, 'consents'), {
      kind: 'treatment',
      status: 'granted',
      effectiveDate: kit.server.now().toISOString().slice(0, 10),
    });
    expect((await signIntake(kit, kit.founder, draft)).status).toBe(200);
    const consents = await callAs<{
      current: { kind: string; status: string }[];
      history: unknown[];
    }>(kit, kit.founder, 'GET', patientSubPath(patient.id, 'consents'));
    expect(consents.body.history).toHaveLength(2);
    expect(consents.body.current.map((c) => [c.kind, c.status]).sort()).toEqual([
      ['telehealth', 'granted'],
      ['treatment', 'granted'],
    ]);
    const again = await startIntake(kit, kit.founder, patient.id, filledContent({ diagnoses }));
    await signIntake(kit, kit.founder, again);
    const dx = await callAs<{ diagnoses: { code: string }[] }>(
      kit,
      kit.founder,
      'GET',
      patientSubPath(patient.id, 'diagnoses'),
    );
    expect(dx.body.diagnoses.map((d) => d.code)).toEqual(['F32.1']);
  });

  it('ties an intake to one of the patient’s sessions, and refuses another patient’s session (400)', async () => {
    const patient = await freshPatient(kit, 'Session');
    const other = await freshPatient(kit, 'Other');
    const mine = await sessionOf(kit, patient.id, kit.founder.user.id);
    const theirs = await sessionOf(kit, other.id, kit.founder.user.id);
    const intake = await startIntake(kit, kit.founder, patient.id, filledContent(), mine);
    expect(intake.encounterId).toBe(mine);
    for (const encounterId of [theirs, 'no-such-session']) {
      const before = await storedFor(kit, patient.id);
      const reply = await callAs(kit, kit.founder, 'POST', patientIntakesPath(patient.id), {
        encounterId,
        content: filledContent(),
      });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toContain('encounterId');
      expect(await storedFor(kit, patient.id)).toEqual(before);
    }
  });
});

describe('an incomplete instrument', () => {
  it('stores no PHQ-9 score for a PHQ-9 with unanswered items, but stores a complete GAD-7', async () => {
    const patient = await freshPatient(kit, 'Incomplete');
    const draft = await startIntake(
      kit,
      kit.founder,
      patient.id,
      filledContent({ phq9: [1, 1, null, 1, 1, 1, null, 1, 0] }),
    );
    expect((await signIntake(kit, kit.founder, draft)).status).toBe(200);
    expect((await observationsOf(patient.id)).map((o) => [o.instrument, o.total])).toEqual([
      ['gad7', 12],
    ]);
  });
});

describe('an empty intake', () => {
  it('cannot be signed (422), whitespace counting as empty, and can once one section holds something', async () => {
    const patient = await freshPatient(kit, 'Empty');
    const blank = emptyIntakeContent();
    const spaces = { ...blank, history: { ...blank.history, family: '  \n ' } };
    const draft = await startIntake(kit, kit.founder, patient.id, spaces);
    const refused = await signIntake(kit, kit.founder, draft);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(INTAKE_MESSAGES.empty);
    expect(
      (await callAs<{ intake: Intake }>(kit, kit.founder, 'GET', intakePath(draft.id))).body,
    ).toMatchObject({ intake: { status: 'draft' } });

    const oneSection = { ...blank, history: { ...blank.history, family: 'Not assessed' } };
    const saved = (await saveIntake(kit, kit.founder, draft, oneSection)).body.intake;
    expect((await signIntake(kit, kit.founder, saved)).status).toBe(200);
  });
});

describe('a signed intake', () => {
  let signed: Intake;
  beforeAll(async () => {
    const patient = await freshPatient(kit, 'Locked');
    const draft = await startIntake(kit, kit.founder, patient.id);
    signed = (await signIntake(kit, kit.founder, draft)).body.intake;
  });

  it('cannot be saved (409) or signed again (409), and stays as signed', async () => {
    const put = await saveIntake(kit, kit.founder, signed, filledContent({ goals: ['Changed'] }));
    expect(put.status).toBe(409);
    expect(put.body.message).toContain('signed');
    expect((await signIntake(kit, kit.founder, signed)).status).toBe(409);
    const read = await callAs<{ intake: Intake }>(kit, kit.founder, 'GET', intakePath(signed.id));
    expect(read.body.intake).toEqual(signed);
  });

  it('can be marked entered in error with a reason, after which its scores leave the trend', async () => {
    const reply = await callAs<{ intake: Intake }>(
      kit,
      kit.founder,
      'POST',
      intakeSubPath(signed.id, 'entered-in-error'),
      { reason: 'Wrong patient' },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.intake).toMatchObject({
      status: 'entered-in-error',
      content: signed.content,
      signature: signed.signature,
      enteredInError: { reason: 'Wrong patient' },
    });
    expect(await observationsOf(signed.patientId)).toEqual([]);
    const again = await callAs(
      kit,
      kit.founder,
      'POST',
      intakeSubPath(signed.id, 'entered-in-error'),
      { reason: 'Twice' },
    );
    expect(again.status).toBe(409);
    expect(
      (await saveIntake(kit, kit.founder, { id: signed.id, version: 1 }, filledContent())).status,
    ).toBe(409);
  });
});
