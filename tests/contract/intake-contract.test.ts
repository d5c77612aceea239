import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLINIC_PATHS,
  clinicResponse,
  memberListResponse,
} from '../../common/contracts/clinic.contract.ts';
import {
  documentVersionsResponse,
  etagOf,
  staleVersionResponse,
} from '../../common/contracts/documents.contract.ts';
import { ENCOUNTER_PATHS, encounterResponse } from '../../common/contracts/encounters.contract.ts';
import { HTTP_MESSAGES } from '../../common/contracts/http-messages.ts';
import {
  INTAKE_CONSENT_NOTE,
  INTAKE_MESSAGES,
  emptyIntakeContent,
  incompleteScoreMessage,
  intake as intakeSchema,
  intakePath,
  intakeResponse,
  intakeSubPath,
  observationsPath,
  observationsResponse,
  patientIntakesPath,
  patientIntakesResponse,
  type Intake,
  type IntakeContent,
} from '../../common/contracts/intake.contract.ts';
import { intakeSignedText } from '../../common/contracts/intake-writes.ts';
import {
  consentListResponse,
  diagnosisListResponse,
  patientPath,
  patientResponse,
  patientSubPath,
} from '../../common/contracts/patients.contract.ts';
import { calendarDayAt, formatIsoDate } from '../../common/time/zoned-time.ts';
import { DEMO } from '../../server/seed/seed.ts';
import {
  expectRefusal,
  registerPatient as registerPatientOn,
  signInAs,
} from './clinical-fixtures.ts';
import { CONTRACT_TARGETS, exchange, type Target } from './contract-targets.ts';

/**
 * Not compared here, on purpose (documented mock simplifications): refusals that need a second
 * clinician on the care team (a colleague's draft is a 404, a colleague's write a 403): the mock
 * signs in no other clinician; who may read by role and caseload (every mock account is owner +
 * clinician); the trail of record access (the audit suite's); the signer's credentials and
 * licence as literals (each target's seed has its own), compared instead with the member's
 * profile on that target; a path id longer than a record id may be (the server's 400, the mock's
 * 404).
 */

/** PHQ-9 all answered, total 8 (mild), item 9 = 0; GAD-7 total 12 (moderate). */
const MILD_PHQ9 = [1, 1, 1, 1, 1, 1, 1, 1, 0] as const;
const MODERATE_GAD7 = [2, 2, 2, 2, 2, 1, 1] as const;

/** A filled-in intake with both instruments complete; nothing asks for a safety assessment. */
function filledContent(overrides: Partial<IntakeContent> = {}): IntakeContent {
  const blank = emptyIntakeContent();
  return {
    ...blank,
    referral: { reason: 'Referred by GP', presentingProblem: 'Low mood for two months' },
    mse: { ...blank.mse, appearance: ['well-groomed'], mood: ['depressed'], notes: 'Tearful.' },
    phq9: [...MILD_PHQ9],
    gad7: [...MODERATE_GAD7],
    goals: ['Return to work'],
    ...overrides,
  };
}

const withItem9 = (answer: 0 | 1 | 2 | 3) => [...MILD_PHQ9.slice(0, 8), answer];

describe.each(CONTRACT_TARGETS)('the intake contract, answered by $name', ({ start }) => {
  let target: Target;
  let token: string;
  beforeAll(async () => {
    target = await start();
    token = await signInAs(target);
  });
  afterAll(() => target.stop());

  const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    exchange(target, method, path, body, token, { headers });
  const ifMatch = (version: number) => ({ 'if-match': etagOf(version) });

  /** A patient registered by the demo clinician: on their care team. */
  const registerPatient = (familyName: string) =>
    registerPatientOn(call, { givenName: 'Ada', familyName, birthDate: '1985-12-10' });

  async function startIntake(patientId: string, content: IntakeContent): Promise<Intake> {
    const reply = await call('POST', patientIntakesPath(patientId), { encounterId: null, content });
    expect(reply.status).toBe(201);
    return intakeResponse.parse(reply.body).intake;
  }

  async function signIntake(intake: Intake): Promise<Intake> {
    const reply = await call('POST', intakeSubPath(intake.id, 'sign'), undefined, {
      ...ifMatch(intake.version),
    });
    expect(reply.status).toBe(200);
    return intakeResponse.parse(reply.body).intake;
  }

  it('starts a draft (201, ETag "v1"), reads it back with its ETag and lists it newest first without contents', async () => {
    const ada = await registerPatient('Intake');
    const content = filledContent();
    const created = await call('POST', patientIntakesPath(ada.id), { encounterId: null, content });
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBe(etagOf(1));
    const draft = intakeResponse.parse(created.body).intake;
    expect(draft).toMatchObject({
      patientId: ada.id,
      encounterId: null,
      authorId: DEMO.userId,
      authorName: `${DEMO.firstName} ${DEMO.lastName}`,
      status: 'draft',
      version: 1,
      content,
      signature: null,
      enteredInError: null,
    });
    expect(draft.createdAt).toBe(draft.updatedAt);

    const read = await call('GET', intakePath(draft.id));
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe(etagOf(1));
    expect(intakeResponse.parse(read.body).intake).toEqual(draft);

    // A later instant, so "newest first" is not left to the tie-break by id.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = await startIntake(ada.id, emptyIntakeContent());
    const listed = await call('GET', patientIntakesPath(ada.id));
    expect(listed.status).toBe(200);
    const { intakes } = patientIntakesResponse.parse(listed.body);
    expect(intakes.map((i) => i.id)).toEqual([later.id, draft.id]);
    expect(Object.keys(intakes[1]!).sort()).toEqual(
      ['authorName', 'createdAt', 'encounterId', 'id', 'status', 'updatedAt'].sort(),
    );
  });

  it('starts a draft for one of the patient’s sessions, and refuses (400) another patient’s session', async () => {
    const ada = await registerPatient('Booked');
    const other = await registerPatient('Elsewhere');
    const booking = {
      clinicianId: DEMO.userId,
      startsAt: '2030-02-04T09:00:00.000Z',
      endsAt: '2030-02-04T10:00:00.000Z',
      modality: 'in-person',
      type: 'intake',
    };
    const booked = await call('POST', ENCOUNTER_PATHS.list, { ...booking, patientId: ada.id });
    expect(booked.status).toBe(201);
    const encounterId = encounterResponse.parse(booked.body).encounter.id;

    const mine = await call('POST', patientIntakesPath(ada.id), {
      encounterId,
      content: emptyIntakeContent(),
    });
    expect(mine.status).toBe(201);
    expect(intakeResponse.parse(mine.body).intake.encounterId).toBe(encounterId);

    const theirs = await call('POST', patientIntakesPath(other.id), {
      encounterId,
      content: emptyIntakeContent(),
    });
    expectRefusal(theirs, 400, INTAKE_MESSAGES.notThisPatientsSession);
    const unknown = await call('POST', patientIntakesPath(other.id), {
      encounterId: 'no-such-session',
      content: emptyIntakeContent(),
    });
    expectRefusal(unknown, 400, INTAKE_MESSAGES.notThisPatientsSession);
    const listed = patientIntakesResponse.parse(
      (await call('GET', patientIntakesPath(other.id))).body,
    );
    expect(listed.intakes).toEqual([]);
  });

  it('saves over the version named in If-Match (ETag "v2") and pages the versions newest first', async () => {
    const ada = await registerPatient('Versions');
    const draft = await startIntake(ada.id, emptyIntakeContent());
    const content = filledContent();
    const saved = await call('PUT', intakePath(draft.id), { content }, ifMatch(1));
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBe(etagOf(2));
    const second = intakeResponse.parse(saved.body).intake;
    expect(second).toMatchObject({
      version: 2,
      status: 'draft',
      content,
      createdAt: draft.createdAt,
    });

    const first = await call('GET', `${intakeSubPath(draft.id, 'versions')}?limit=1`);
    expect(first.status).toBe(200);
    const page = documentVersionsResponse.parse(first.body);
    expect(page.versions.map((v) => [v.version, v.savedByName])).toEqual([
      [2, `${DEMO.firstName} ${DEMO.lastName}`],
    ]);
    expect(page.versions[0]?.content).toEqual(content);
    expect(page.nextCursor).toBe('2');
    const rest = await call('GET', `${intakeSubPath(draft.id, 'versions')}?limit=1&cursor=2`);
    const last = documentVersionsResponse.parse(rest.body);
    expect(last.versions.map((v) => v.version)).toEqual([1]);
    expect(last.nextCursor).toBeUndefined();
  });

  it('refuses a write without If-Match (428) and a stale one (412 with the current intake and its ETag)', async () => {
    const ada = await registerPatient('Stale');
    const draft = await startIntake(ada.id, filledContent());
    const content = filledContent({ goals: ['Sleep through the night'] });
    expectRefusal(
      await call('PUT', intakePath(draft.id), { content }),
      428,
      INTAKE_MESSAGES.ifMatch,
    );
    expectRefusal(
      await call('PUT', intakePath(draft.id), { content }, { 'if-match': '*' }),
      428,
      INTAKE_MESSAGES.ifMatch,
    );
    expect((await call('PUT', intakePath(draft.id), { content }, ifMatch(1))).status).toBe(200);

    const stale = await call('PUT', intakePath(draft.id), { content }, ifMatch(1));
    expect(stale.status).toBe(412);
    expect(stale.headers.get('etag')).toBe(etagOf(2));
    const refusal = staleVersionResponse(intakeSchema).parse(stale.body);
    expect(refusal.message).toBe(INTAKE_MESSAGES.stale);
    expect(refusal.current).toMatchObject({ id: draft.id, version: 2, content });

    const signing = intakeSubPath(draft.id, 'sign');
    expectRefusal(await call('POST', signing), 428, INTAKE_MESSAGES.ifMatch);
    const staleSign = await call('POST', signing, undefined, ifMatch(1));
    expect(staleSign.status).toBe(412);
    expect(staleSign.headers.get('etag')).toBe(etagOf(2));
    expect(staleVersionResponse(intakeSchema).parse(staleSign.body).message).toBe(
      INTAKE_MESSAGES.stale,
    );
  });

  it('refuses a body that breaks the contract (400, in zod’s words) before looking the intake up', async () => {
    const ada = await registerPatient('Invalid');
    const badPhq9 = { ...emptyIntakeContent(), phq9: [1, 1] };
    expectRefusal(
      await call('POST', patientIntakesPath(ada.id), { encounterId: null, content: badPhq9 }),
      400,
      'Invalid request body: content.phq9: Too small: expected array to have exactly 9 items',
    );
    const draft = await startIntake(ada.id, emptyIntakeContent());
    expectRefusal(
      await call('PUT', intakePath(draft.id), { content: badPhq9 }, ifMatch(1)),
      400,
      'Invalid request body: content.phq9: Too small: expected array to have exactly 9 items',
    );
    expectRefusal(
      await call('PUT', intakePath('no-such-intake'), { content: badPhq9 }),
      400,
      'Invalid request body: content.phq9: Too small: expected array to have exactly 9 items',
    );
    const read = intakeResponse.parse((await call('GET', intakePath(draft.id))).body).intake;
    expect(read.version).toBe(1);
  });

  it('refuses to sign an empty intake (422), then one whose PHQ-9 item 9 is above 0 until its risk is assessed (422)', async () => {
    const ada = await registerPatient('Unsafe');
    const empty = await startIntake(ada.id, emptyIntakeContent());
    const signEmpty = await call('POST', intakeSubPath(empty.id, 'sign'), undefined, ifMatch(1));
    expectRefusal(signEmpty, 422, INTAKE_MESSAGES.empty);

    const risky = await startIntake(ada.id, filledContent({ phq9: withItem9(2) }));
    const flagged = patientResponse.parse((await call('GET', patientPath(ada.id))).body).patient;
    expect(flagged.flags).toContain('suicide-risk');
    const refused = await call('POST', intakeSubPath(risky.id, 'sign'), undefined, ifMatch(1));
    expectRefusal(refused, 422, INTAKE_MESSAGES.safetyUnacknowledged);

    const blank = emptyIntakeContent();
    const acknowledged = filledContent({
      phq9: withItem9(2),
      safetyAcknowledged: true,
      risk: { ...blank.risk, level: 'moderate', rationale: '  ' },
    });
    await call('PUT', intakePath(risky.id), { content: acknowledged }, ifMatch(1));
    const noRationale = await call('POST', intakeSubPath(risky.id, 'sign'), undefined, ifMatch(2));
    expectRefusal(noRationale, 422, INTAKE_MESSAGES.safetyUnacknowledged);
    const assessed = {
      ...acknowledged,
      risk: { ...acknowledged.risk, rationale: 'Passive thoughts, no plan or intent.' },
    };
    await call('PUT', intakePath(risky.id), { content: assessed }, ifMatch(2));
    expect(
      (await call('POST', intakeSubPath(risky.id, 'sign'), undefined, ifMatch(3))).status,
    ).toBe(200);
  });

  it('signs: the signer as their profile has them, the hash of the canonical signed facts, and an ETag', async () => {
    const ada = await registerPatient('Signed');
    const draft = await startIntake(ada.id, filledContent());
    const reply = await call('POST', intakeSubPath(draft.id, 'sign'), undefined, ifMatch(1));
    expect(reply.status).toBe(200);
    const signed = intakeResponse.parse(reply.body).intake;
    expect(reply.headers.get('etag')).toBe(etagOf(signed.version));
    expect(signed).toMatchObject({ status: 'signed', version: 1, content: draft.content });
    const { members } = memberListResponse.parse((await call('GET', CLINIC_PATHS.members)).body);
    const me = members.find((m) => m.id === DEMO.userId)!;
    const signature = signed.signature!;
    expect(signature).toMatchObject({
      signerId: DEMO.userId,
      signerName: `${DEMO.firstName} ${DEMO.lastName}`,
      signerCredentials: me.credentials,
      signerLicenceNumber: me.licenceNumber,
      role: 'clinician',
    });
    expect(signed.updatedAt).toBe(signature.signedAt);
    const facts = {
      id: draft.id,
      patientId: ada.id,
      encounterId: null,
      content: draft.content,
      signerId: DEMO.userId,
      signedAt: signature.signedAt,
    };
    const hash = createHash('sha256').update(intakeSignedText(facts), 'utf8').digest('hex');
    expect(signature.sha256).toBe(hash);
  });

  it('records on signing each complete score, the consents (granted on the clinic’s day, with the intake’s note) and the diagnoses', async () => {
    const ada = await registerPatient('Recorded');
    const partialGad7 = [2, 2, null, 2, 2, 1, 1] as IntakeContent['gad7'];
    const diagnosis = { code: 'F32.0', text: 'Major depressive disorder, single episode, mild' };
    const content = filledContent({
      gad7: partialGad7,
      consents: ['treatment', 'telehealth', 'treatment'],
      diagnoses: [diagnosis],
    });
    const draft = await startIntake(ada.id, content);
    const signed = await signIntake(draft);
    const signedAt = signed.signature!.signedAt;

    const scores = observationsResponse.parse(
      (await call('GET', observationsPath(ada.id))).body,
    ).observations;
    expect(scores.map((o) => ({ ...o, id: undefined }))).toEqual([
      {
        id: undefined,
        instrument: 'phq9',
        answers: [...MILD_PHQ9],
        total: 8,
        band: 'mild',
        effectiveAt: signedAt,
        intakeId: draft.id,
        // Scored in the intake by the clinician, not answered by the patient in the portal.
        reportedBy: 'clinician',
      },
    ]);

    const { timeZone } = clinicResponse.parse(
      (await call('GET', CLINIC_PATHS.profile)).body,
    ).clinic;
    const clinicDay = formatIsoDate(calendarDayAt(new Date(signedAt), timeZone));
    const consents = consentListResponse.parse(
      (await call('GET', patientSubPath(ada.id, 'consents'))).body,
    );
    expect(
      consents.history
        .map((c) => ({ kind: c.kind, status: c.status, date: c.effectiveDate, note: c.note }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { kind: 'telehealth', status: 'granted', date: clinicDay, note: INTAKE_CONSENT_NOTE },
      { kind: 'treatment', status: 'granted', date: clinicDay, note: INTAKE_CONSENT_NOTE },
    ]);
    const diagnoses = diagnosisListResponse.parse(
      (await call('GET', patientSubPath(ada.id, 'diagnoses'))).body,
    ).diagnoses;
    expect(diagnoses.map((d) => [d.code, d.text, d.status])).toEqual([
      [diagnosis.code, diagnosis.text, 'active'],
    ]);

    // A second intake listing what is already in force adds nothing.
    const again = await startIntake(
      ada.id,
      filledContent({
        consents: ['treatment'],
        diagnoses: [diagnosis],
        phq9: emptyIntakeContent().phq9,
        gad7: emptyIntakeContent().gad7,
      }),
    );
    await signIntake(again);
    const after = consentListResponse.parse(
      (await call('GET', patientSubPath(ada.id, 'consents'))).body,
    );
    expect(after.history).toHaveLength(2);
    const diagnosesAfter = diagnosisListResponse.parse(
      (await call('GET', patientSubPath(ada.id, 'diagnoses'))).body,
    ).diagnoses;
    expect(diagnosesAfter).toHaveLength(1);
  });

  it('locks a signed intake: a write without If-Match is a 428 before the 409, with it a 409', async () => {
    const ada = await registerPatient('Locked');
    const signed = await signIntake(await startIntake(ada.id, filledContent()));
    const content = filledContent({ goals: ['Changed after signing'] });
    expectRefusal(
      await call('PUT', intakePath(signed.id), { content }),
      428,
      INTAKE_MESSAGES.ifMatch,
    );
    expectRefusal(
      await call('PUT', intakePath(signed.id), { content }, ifMatch(signed.version)),
      409,
      INTAKE_MESSAGES.signed,
    );
    expectRefusal(
      await call('PUT', intakePath(signed.id), { content }, ifMatch(signed.version + 5)),
      409,
      INTAKE_MESSAGES.signed,
    );
    const signing = intakeSubPath(signed.id, 'sign');
    expectRefusal(await call('POST', signing), 428, INTAKE_MESSAGES.ifMatch);
    expectRefusal(await call('POST', signing, undefined, ifMatch(1)), 409, INTAKE_MESSAGES.signed);
  });

  it('withdraws an intake as entered in error with its reason (no ETag), once; its scores leave the trend', async () => {
    const ada = await registerPatient('Withdrawn');
    const signed = await signIntake(await startIntake(ada.id, filledContent()));
    const trend = () =>
      call('GET', observationsPath(ada.id)).then(
        (reply) => observationsResponse.parse(reply.body).observations,
      );
    const scores = await trend();
    expect(scores.map((o) => o.instrument).sort()).toEqual(['gad7', 'phq9']);
    // Scores of one instant are in the order of their ids (the trend's order is total).
    expect(scores.map((o) => o.id)).toEqual(scores.map((o) => o.id).sort());

    const path = intakeSubPath(signed.id, 'entered-in-error');
    expectRefusal(
      await call('POST', path, { reason: ' x ' }),
      400,
      'Invalid request body: reason: Too small: expected string to have >=3 characters',
    );
    const withdrawn = await call('POST', path, { reason: 'Wrong patient chart' });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.headers.get('etag')).toBeNull();
    const intake = intakeResponse.parse(withdrawn.body).intake;
    expect(intake).toMatchObject({
      status: 'entered-in-error',
      version: signed.version,
      signature: signed.signature,
      enteredInError: {
        reason: 'Wrong patient chart',
        byName: `${DEMO.firstName} ${DEMO.lastName}`,
      },
    });
    expect(intake.updatedAt).toBe(signed.updatedAt);
    expect(await trend()).toEqual([]);

    expectRefusal(
      await call('POST', path, { reason: 'Again' }),
      409,
      INTAKE_MESSAGES.alreadyWithdrawn,
    );
    expectRefusal(
      await call('PUT', intakePath(signed.id), { content: filledContent() }, ifMatch(1)),
      409,
      INTAKE_MESSAGES.enteredInError,
    );
    const draft = await startIntake(ada.id, filledContent());
    const draftPath = intakeSubPath(draft.id, 'entered-in-error');
    expect((await call('POST', draftPath, { reason: 'Started by mistake' })).status).toBe(200);
    expectRefusal(
      await call('POST', intakeSubPath(draft.id, 'sign'), undefined, ifMatch(1)),
      409,
      INTAKE_MESSAGES.enteredInError,
    );
  });

  it('re-scores between intakes (201, the first page), refuses an incomplete form (422) and pages the trend', async () => {
    const ada = await registerPatient('Rescored');
    const path = observationsPath(ada.id);
    const created = await call('POST', path, { instrument: 'gad7', answers: [...MODERATE_GAD7] });
    expect(created.status).toBe(201);
    const firstPage = observationsResponse.parse(created.body);
    expect(firstPage.observations).toMatchObject([
      { instrument: 'gad7', total: 12, band: 'moderate', intakeId: null },
    ]);
    const incomplete = await call('POST', path, {
      instrument: 'phq9',
      answers: [1, null, 1, 1, 1, 1, 1, 1, null],
    });
    expectRefusal(incomplete, 422, incompleteScoreMessage('phq9', [2, 9], 9));
    expectRefusal(
      await call('POST', path, { instrument: 'gad7', answers: [1, 1] }),
      400,
      'Invalid request body: answers: Too small: expected array to have exactly 7 items',
    );
    await call('POST', path, { instrument: 'phq9', answers: [...MILD_PHQ9] });

    const one = await call('GET', `${path}?limit=1`);
    const page = observationsResponse.parse(one.body);
    expect(page.observations.map((o) => o.instrument)).toEqual(['gad7']);
    expect(page.nextCursor).toBe(page.observations[0]!.id);
    const next = await call('GET', `${path}?limit=1&cursor=${page.nextCursor}`);
    const rest = observationsResponse.parse(next.body);
    expect(rest.observations.map((o) => o.instrument)).toEqual(['phq9']);
    expect(rest.nextCursor).toBeUndefined();
    expectRefusal(
      await call('GET', `${path}?cursor=no-such-score`),
      400,
      'Expected a cursor from a previous page',
    );
    expectRefusal(
      await call('GET', `${path}?limit=101`),
      400,
      'Invalid query: limit: Too big: expected number to be <=100',
    );
  });

  it('answers 404 for an unknown intake or patient, and 401 without a session', async () => {
    for (const [method, path, headers] of [
      ['GET', intakePath('no-such-intake')],
      ['PUT', intakePath('no-such-intake'), ifMatch(1)],
      ['POST', intakeSubPath('no-such-intake', 'sign'), ifMatch(1)],
      ['GET', intakeSubPath('no-such-intake', 'versions')],
      ['GET', patientIntakesPath('no-such-patient')],
      ['GET', observationsPath('no-such-patient')],
    ] as const) {
      const body = method === 'PUT' ? { content: emptyIntakeContent() } : undefined;
      expectRefusal(await call(method, path, body, headers), 404, HTTP_MESSAGES.notFound);
    }
    expectRefusal(
      await call('POST', intakeSubPath('no-such-intake', 'entered-in-error'), { reason: 'Gone' }),
      404,
      HTTP_MESSAGES.notFound,
    );
    expectRefusal(
      await call('POST', patientIntakesPath('no-such-patient'), {
        encounterId: null,
        content: emptyIntakeContent(),
      }),
      404,
      HTTP_MESSAGES.notFound,
    );
    expectRefusal(
      await call('POST', observationsPath('no-such-patient'), {
        instrument: 'gad7',
        answers: [...MODERATE_GAD7],
      }),
      404,
      HTTP_MESSAGES.notFound,
    );
    const anonymous = await exchange(target, 'GET', patientIntakesPath('no-such-patient'));
    expectRefusal(anonymous, 401, HTTP_MESSAGES.unauthorized);
  });
});
