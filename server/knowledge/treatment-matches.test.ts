import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  matchResponse,
  patientMatchPath,
  type MatchResponse,
} from '../../common/contracts/knowledge.contract.ts';
import { patientSubPath, type Patient } from '../../common/contracts/patients.contract.ts';
import { calendarDayAt, formatIsoDate } from '../../common/time/zoned-time.ts';
import {
  callAs,
  filledContent,
  freshPatient,
  saveIntake,
  signIntake,
  startClinicKit,
  startIntake,
  type ClinicKit,
} from '../intake/intake.test-kit.ts';
import { registerPatient, trailOf } from '../patients/patient-records.test-kit.ts';

let kit: ClinicKit;

beforeAll(async () => {
  kit = await startClinicKit();
});
afterAll(() => kit.server.close());

const matchesOf = (patient: Pick<Patient, 'id'>, who = kit.founder) =>
  callAs<MatchResponse & { message?: string }>(kit, who, 'GET', patientMatchPath(patient.id));
const diagnose = (patient: Patient, code: string, text: string) =>
  callAs(kit, kit.founder, 'POST', patientSubPath(patient.id, 'diagnoses'), { code, text });
const withProblem = (presentingProblem: string) =>
  filledContent({ referral: { reason: 'Referred by GP', presentingProblem } });

/** The birth date of someone `years` old (give or take a few days) in UTC. */
const bornYearsAgo = (years: number) => {
  const today = calendarDayAt(kit.server.now(), 'UTC');
  return formatIsoDate({ ...today, year: today.year - years, day: Math.min(today.day, 28) });
};

describe('a patient’s treatment matches', () => {
  it('match the active diagnoses and the age group, and audit the read', async () => {
    const patient = await registerPatient(kit, kit.founder, {
      familyName: 'Checker',
      givenName: 'Olive',
      birthDate: bornYearsAgo(40),
    });
    await diagnose(patient, 'F42.2', 'Mixed obsessional thoughts and acts');
    await callAs(kit, kit.founder, 'POST', patientSubPath(patient.id, 'diagnoses'), {
      code: 'F51.01',
      text: 'Primary insomnia',
      status: 'resolved',
    });
    const reply = await matchesOf(patient);
    expect(reply.status).toBe(200);
    expect(matchResponse.parse(reply.body)).toEqual(reply.body);
    expect(reply.body.basis).toEqual({
      diagnoses: [{ code: 'F42.2', text: 'Mixed obsessional thoughts and acts' }],
      problems: '',
      ageGroup: 'adult',
      riskFlags: [],
    });
    expect(reply.body.matches[0]).toMatchObject({
      entryId: 'exposure-response-prevention',
      reasons: [
        { kind: 'diagnosis', code: 'F42.2' },
        { kind: 'age', ageGroup: 'adult' },
      ],
    });
    // A resolved diagnosis is not matched.
    expect(reply.body.matches.map((m) => m.entryId)).not.toContain('cbt-insomnia');
    expect((await trailOf(kit, patient.id)).at(-1)).toEqual([
      kit.founder.user.id,
      'read-treatment-matches',
    ]);
  });

  it('carry the chart’s risk flags, and put safety planning first for suicide risk', async () => {
    const patient = await freshPatient(kit, 'Flagged');
    await diagnose(patient, 'F42.2', 'Mixed obsessional thoughts and acts');
    const flags = { flags: ['allergy', 'suicide-risk'] };
    const put = await callAs(kit, kit.founder, 'PUT', patientSubPath(patient.id, 'flags'), flags);
    expect(put.status).toBe(200);
    const reply = await matchesOf(patient);
    expect(reply.body.basis.riskFlags).toEqual(['suicide-risk']);
    expect(reply.body.matches[0]).toMatchObject({
      entryId: 'safety-planning-intervention',
      reasons: [{ kind: 'risk', flag: 'suicide-risk' }, { kind: 'age' }],
    });
    expect(reply.body.matches[1]?.entryId).toBe('exposure-response-prevention');
  });

  it('read the presenting problem of the latest signed intake, else the reader’s own draft', async () => {
    const patient = await freshPatient(kit, 'Sleepless');
    expect((await matchesOf(patient)).body).toMatchObject({ basis: { problems: '' }, matches: [] });

    const draft = await startIntake(kit, kit.founder, patient.id, withProblem('Insomnia'));
    expect((await matchesOf(patient)).body.basis.problems).toBe('Insomnia');
    expect((await matchesOf(patient)).body.matches[0]?.entryId).toBe('cbt-insomnia');

    kit.server.advance(60_000);
    const signed = await signIntake(kit, kit.founder, draft);
    expect(signed.status).toBe(200);
    const later = await startIntake(kit, kit.founder, patient.id, withProblem('Panic attacks'));
    await saveIntake(kit, kit.founder, later, withProblem('Panic attacks at work'));
    expect((await matchesOf(patient)).body.basis.problems).toBe('Insomnia');
  });

  it('do not read another clinician’s draft', async () => {
    const patient = await freshPatient(kit, 'Drafted');
    const careTeam = { memberIds: [kit.founder.user.id, kit.colleague.id] };
    const put = await callAs(
      kit,
      kit.founder,
      'PUT',
      patientSubPath(patient.id, 'care-team'),
      careTeam,
    );
    expect(put.status).toBe(200);
    await startIntake(kit, kit.colleague.login, patient.id, withProblem('Flashbacks'));
    expect((await matchesOf(patient)).body.basis.problems).toBe('');
    const theirs = await matchesOf(patient, kit.colleague.login);
    expect(theirs.body.basis.problems).toBe('Flashbacks');
  });

  it('count the age on the clinic’s today, in its time zone', async () => {
    // A zone whose calendar day differs from UTC's now: 14 hours ahead, else 11 behind.
    const utcHour = kit.server.now().getUTCHours();
    const zone = utcHour >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const clinicDay = formatIsoDate(calendarDayAt(kit.server.now(), zone));
    const utcDay = formatIsoDate(calendarDayAt(kit.server.now(), 'UTC'));
    expect(clinicDay).not.toBe(utcDay);
    // 18 on the later of the two days: an adult there, still an adolescent on the earlier.
    const later = clinicDay > utcDay ? clinicDay : utcDay;
    const birthDate = `${Number(later.slice(0, 4)) - 18}${later.slice(4)}`;
    const expected = clinicDay > utcDay ? 'adult' : 'adolescent';
    const tenants = kit.server.server.ctx.db.updateTable('tenants');
    const clinicId = kit.founder.user.tenantId;
    await tenants.set({ time_zone: zone }).where('id', '=', clinicId).execute();
    try {
      const patient = await registerPatient(kit, kit.founder, {
        familyName: 'Birthday',
        givenName: 'Ana',
        birthDate,
      });
      await diagnose(patient, 'F50.01', 'Anorexia nervosa, restricting type');
      const reply = await matchesOf(patient);
      expect(reply.body.basis.ageGroup).toBe(expected);
      const ids = reply.body.matches.map((m) => m.entryId);
      expect(ids.includes('family-based-treatment')).toBe(expected === 'adolescent');
    } finally {
      await tenants.set({ time_zone: 'UTC' }).where('id', '=', clinicId).execute();
    }
  });
});

describe('a patient’s treatment matches off the care team', () => {
  it('are hidden from staff, an owner-only member, a clinician outside the care team and another clinic (404), unaudited', async () => {
    const patient = await freshPatient(kit, 'Private');
    await diagnose(patient, 'F43.10', 'Post-traumatic stress disorder, unspecified');
    const trailBefore = await trailOf(kit, patient.id);
    for (const who of [kit.staff, kit.ownerOnly, kit.colleague.login, kit.stranger]) {
      const reply = await matchesOf(patient, who);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ message: 'Not found.' });
    }
    expect(await trailOf(kit, patient.id)).toEqual(trailBefore);
  });

  it('are 404 for a patient who does not exist, and 401 without a sign-in', async () => {
    expect((await matchesOf({ id: 'no-such-patient' })).status).toBe(404);
    const patient = await freshPatient(kit, 'Anonymous');
    expect((await kit.server.request('GET', patientMatchPath(patient.id))).status).toBe(401);
  });
});
