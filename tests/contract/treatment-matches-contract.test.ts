import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchResponse, patientMatchPath } from '../../common/contracts/knowledge.contract.ts';
import { patientSubPath } from '../../common/contracts/patients.contract.ts';
import { registerPatient, signInAs } from './clinical-fixtures.ts';
import { CONTRACT_TARGETS, callTarget, type Target } from './contract-targets.ts';

/** A chart's treatment matches (issue 30): the server and the mock read the same basis. */
describe.each(CONTRACT_TARGETS)("a patient's treatment matches, answered by $name", ({ start }) => {
  let target: Target;
  let token: string;
  beforeAll(async () => {
    target = await start();
    token = await signInAs(target);
  });
  afterAll(() => target.stop());

  const call = (method: string, path: string, body?: unknown) =>
    callTarget(target, method, path, body, token);

  it('carry the chart’s risk flags and put safety planning first, cautions included', async () => {
    const patient = await registerPatient(call, {
      givenName: 'Iris',
      familyName: 'Flagged',
      birthDate: '1970-06-15',
    });
    for (const [code, text] of [
      ['F31.81', 'Bipolar II disorder'],
      ['F51.01', 'Primary insomnia'],
    ]) {
      const added = await call('POST', patientSubPath(patient.id, 'diagnoses'), { code, text });
      expect(added.status).toBe(201);
    }
    const flags = { flags: ['suicide-risk', 'allergy'] };
    expect((await call('PUT', patientSubPath(patient.id, 'flags'), flags)).status).toBe(200);

    const reply = await call('GET', patientMatchPath(patient.id));
    expect(reply.status).toBe(200);
    const { basis, matches } = matchResponse.parse(reply.body);
    expect(basis).toMatchObject({ ageGroup: 'adult', riskFlags: ['suicide-risk'], problems: '' });
    expect(matches[0]).toMatchObject({
      entryId: 'safety-planning-intervention',
      reasons: [
        { kind: 'risk', flag: 'suicide-risk' },
        { kind: 'age', ageGroup: 'adult' },
      ],
    });
    const cbti = matches.find((match) => match.entryId === 'cbt-insomnia');
    expect(cbti?.cautions.map((caution) => [caution.label, caution.code])).toEqual([
      ['Bipolar disorder', 'F31.81'],
    ]);
  });
});
