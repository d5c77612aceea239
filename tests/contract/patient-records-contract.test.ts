import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, loginResponse } from '../../common/contracts/account.contract.ts';
import { CLINIC_PATHS, practitionerListResponse } from '../../common/contracts/clinic.contract.ts';
import {
  CONSENTS_PAGE_MAX,
  accessTrailResponse,
  careTeamResponse,
  consentListResponse,
  diagnosisListResponse,
  patientResponse,
  patientSubPath,
  type Patient,
} from '../../common/contracts/patients.contract.ts';
import { walkPages } from '../../common/contracts/paging.test-kit.ts';
import { encounterPath } from '../../common/contracts/encounters.contract.ts';
import {
  emptyNoteContent,
  notePath,
  noteResponse,
  sessionNotePath,
} from '../../common/contracts/notes.contract.ts';
import { demoSession, registerPatient as registerFixture } from './clinical-fixtures.ts';
import { DEMO } from '../../server/seed/seed.ts';
import { CONTRACT_TARGETS, callTarget, type Target } from './contract-targets.ts';

/**
 * Not compared here, on purpose (documented mock simplifications): refusals by role and caseload
 * for other members (every mock account is owner + clinician and the mock signs in no one else).
 * "Today" for a date check is the clinic's day on both; the dates used are far from any boundary.
 */
describe.each(CONTRACT_TARGETS)(
  "a patient's records (consents, care team, flags, diagnoses, access), answered by $name",
  ({ start }) => {
    let target: Target;
    let token: string;
    let colleague: { id: string; name: string };
    beforeAll(async () => {
      target = await start();
      const login = await call('POST', '/account/login', {
        email: DEMO.email,
        password: DEMO.password,
      });
      token = loginResponse.parse(login.body).access_token;
      const listed = await call('GET', CLINIC_PATHS.practitioners);
      colleague = practitionerListResponse
        .parse(listed.body)
        .practitioners.find((p) => p.id !== DEMO.userId)!;
    });
    afterAll(() => target.stop());

    const call = (method: string, path: string, body?: unknown) =>
      callTarget(target, method, path, body, token);

    const expectRefusal = (reply: { status: number; body: unknown }, status: number) => {
      expect(reply.status).toBe(status);
      expect(errorResponse.parse(reply.body).message).toBeTruthy();
    };

    /** A patient registered by the demo clinician: their primary clinician, on the care team. */
    async function registerPatient(familyName: string): Promise<Patient> {
      const body = { givenName: 'Grace', familyName, birthDate: '1970-06-15' };
      const created = await call('POST', '/patients', body);
      expect(created.status).toBe(201);
      return patientResponse.parse(created.body).patient;
    }

    it('records consents (201) and reads the history newest first with each kind in force', async () => {
      const grace = await registerPatient('Consenting');
      const path = patientSubPath(grace.id, 'consents');
      const first = await call('POST', path, {
        kind: 'treatment',
        status: 'granted',
        effectiveDate: '2024-03-01',
        note: 'Signed at intake',
      });
      expect(first.status).toBe(201);
      expect(consentListResponse.parse(first.body).history[0]).toMatchObject({
        kind: 'treatment',
        status: 'granted',
        effectiveDate: '2024-03-01',
        note: 'Signed at intake',
        recordedBy: { id: DEMO.userId, name: `${DEMO.firstName} ${DEMO.lastName}` },
      });
      const video = { kind: 'telehealth', status: 'granted', effectiveDate: '2024-03-02' };
      expect((await call('POST', path, video)).status).toBe(201);
      const withdrawal = { kind: 'treatment', status: 'withdrawn', effectiveDate: '2024-04-01' };
      expect((await call('POST', path, withdrawal)).status).toBe(201);

      const read = await call('GET', path);
      expect(read.status).toBe(200);
      const { history, current } = consentListResponse.parse(read.body);
      expect(history.map((c) => [c.kind, c.status])).toEqual([
        ['treatment', 'withdrawn'],
        ['telehealth', 'granted'],
        ['treatment', 'granted'],
      ]);
      expect(history[1]?.note).toBeNull();
      expect(current.map((c) => [c.kind, c.status])).toEqual([
        ['treatment', 'withdrawn'],
        ['telehealth', 'granted'],
      ]);
    });

    it('pages the consent history one at a time, each kind in force on every page; over the cap is a 400', async () => {
      const grace = await registerPatient('Paged');
      const path = patientSubPath(grace.id, 'consents');
      const entries = [
        { kind: 'treatment', status: 'granted', effectiveDate: '2024-03-01' },
        { kind: 'telehealth', status: 'granted', effectiveDate: '2024-03-02' },
        { kind: 'treatment', status: 'withdrawn', effectiveDate: '2024-04-01' },
      ];
      for (const body of entries) expect((await call('POST', path, body)).status).toBe(201);
      const { items } = await walkPages(
        async (query) => {
          const reply = await call('GET', `${path}${query}`);
          expect(reply.status).toBe(200);
          return consentListResponse.parse(reply.body);
        },
        1,
        (page) => page.history,
        (page) => {
          expect(page.history).toHaveLength(1);
          expect(page.current.map((c) => [c.kind, c.status])).toEqual([
            ['treatment', 'withdrawn'],
            ['telehealth', 'granted'],
          ]);
        },
      );
      expect(items.map((c) => `${c.kind} ${c.status}`)).toEqual([
        'treatment withdrawn',
        'telehealth granted',
        'treatment granted',
      ]);
      expectRefusal(await call('GET', `${path}?limit=${CONSENTS_PAGE_MAX + 1}`), 400);
      expectRefusal(await call('GET', `${path}?cursor=no-such-consent`), 400);
    });

    it('refuses a bad consent with 400 and a message, and an unknown patient with 404', async () => {
      const grace = await registerPatient('Refused');
      const path = patientSubPath(grace.id, 'consents');
      const good = { kind: 'treatment', status: 'granted', effectiveDate: '2024-03-01' };
      const bad = [
        { ...good, kind: 'everything' },
        { ...good, effectiveDate: '2024-02-30' },
        { ...good, effectiveDate: '2099-01-01' },
        { ...good, effectiveDate: '1969-01-01' },
        { ...good, signedBy: 'someone' },
      ];
      for (const body of bad) expectRefusal(await call('POST', path, body), 400);
      expect(consentListResponse.parse((await call('GET', path)).body).history).toEqual([]);
      expectRefusal(await call('GET', patientSubPath('no-such-patient', 'consents')), 404);
      expectRefusal(await call('POST', patientSubPath('no-such-patient', 'consents'), good), 404);
    });

    it('adds diagnoses (201) and lists them, active first and newest first', async () => {
      const grace = await registerPatient('Diagnosed');
      const path = patientSubPath(grace.id, 'diagnoses');
      const added = await call('POST', path, {
        code: 'f32.1',
        text: 'Major depressive disorder, single episode, moderate',
        onsetDate: '2023-11-01',
      });
      expect(added.status).toBe(201);
      expect(diagnosisListResponse.parse(added.body).diagnoses).toEqual([
        expect.objectContaining({ code: 'F32.1', status: 'active', onsetDate: '2023-11-01' }),
      ]);
      const resolved = { code: 'F41.1', text: 'Generalized anxiety disorder', status: 'resolved' };
      expect((await call('POST', path, resolved)).status).toBe(201);
      const later = { code: 'F43.10', text: 'Post-traumatic stress disorder' };
      expect((await call('POST', path, later)).status).toBe(201);

      const read = await call('GET', path);
      expect(read.status).toBe(200);
      const { diagnoses } = diagnosisListResponse.parse(read.body);
      expect(diagnoses.map((d) => [d.code, d.status, d.onsetDate])).toEqual([
        ['F43.10', 'active', null],
        ['F32.1', 'active', '2023-11-01'],
        ['F41.1', 'resolved', null],
      ]);
    });

    it('refuses an active diagnosis twice (409), bad input (400) and an unknown patient (404)', async () => {
      const grace = await registerPatient('Twice');
      const path = patientSubPath(grace.id, 'diagnoses');
      const good = { code: 'F32.1', text: 'Major depressive disorder' };
      expect((await call('POST', path, good)).status).toBe(201);
      expectRefusal(await call('POST', path, good), 409);
      const bad = [
        { ...good, code: 'depression' },
        { ...good, text: '' },
        { ...good, onsetDate: '2099-01-01' },
        { ...good, severity: 'high' },
      ];
      for (const body of bad) expectRefusal(await call('POST', path, body), 400);
      expect(diagnosisListResponse.parse((await call('GET', path)).body).diagnoses).toHaveLength(1);
      expectRefusal(await call('GET', patientSubPath('no-such-patient', 'diagnoses')), 404);
    });

    it('puts the care team: the primary clinician first; the primary stays, strangers are refused', async () => {
      const grace = await registerPatient('Teamed');
      const path = patientSubPath(grace.id, 'care-team');
      const reply = await call('PUT', path, { memberIds: [colleague.id, DEMO.userId] });
      expect(reply.status).toBe(200);
      const { careTeam } = careTeamResponse.parse(reply.body);
      expect(careTeam).toEqual([
        { id: DEMO.userId, name: `${DEMO.firstName} ${DEMO.lastName}`, primary: true },
        { id: colleague.id, name: colleague.name, primary: false },
      ]);
      const read = patientResponse.parse((await call('GET', `/patients/${grace.id}`)).body);
      expect([...read.patient.careTeam].sort()).toEqual([colleague.id, DEMO.userId].sort());

      expectRefusal(await call('PUT', path, { memberIds: [colleague.id] }), 400);
      const stranger = { memberIds: [DEMO.userId, 'no-such-member'] };
      expectRefusal(await call('PUT', path, stranger), 400);
      expectRefusal(await call('PUT', path, { memberIds: [] }), 400);
      expectRefusal(
        await call('PUT', patientSubPath('no-such-patient', 'care-team'), stranger),
        404,
      );
    });

    it("puts the chart's flags, each once in the contract's order, and answers the patient", async () => {
      const grace = await registerPatient('Flagged');
      const path = patientSubPath(grace.id, 'flags');
      const reply = await call('PUT', path, { flags: ['allergy', 'suicide-risk', 'allergy'] });
      expect(reply.status).toBe(200);
      expect(patientResponse.parse(reply.body).patient).toMatchObject({
        id: grace.id,
        flags: ['suicide-risk', 'allergy'],
      });
      const cleared = await call('PUT', path, { flags: [] });
      expect(patientResponse.parse(cleared.body).patient.flags).toEqual([]);
      expectRefusal(await call('PUT', path, { flags: ['grumpy'] }), 400);
      expectRefusal(
        await call('PUT', patientSubPath('no-such-patient', 'flags'), { flags: [] }),
        404,
      );
    });

    it('shows the owner who read and changed the record, newest first', async () => {
      const grace = await registerPatient('Audited');
      await call('GET', patientSubPath(grace.id, 'consents'));
      await call('GET', patientSubPath(grace.id, 'diagnoses'));
      const reply = await call('GET', patientSubPath(grace.id, 'access'));
      expect(reply.status).toBe(200);
      const { entries } = accessTrailResponse.parse(reply.body);
      expect(entries.map((e) => e.action)).toEqual(['read-diagnoses', 'read-consents', 'create']);
      expect(entries[0]?.user).toEqual({
        id: DEMO.userId,
        name: `${DEMO.firstName} ${DEMO.lastName}`,
      });
      const page = await call('GET', `${patientSubPath(grace.id, 'access')}?limit=1`);
      expect(accessTrailResponse.parse(page.body).nextCursor).toEqual(expect.any(String));
      expectRefusal(await call('GET', `${patientSubPath(grace.id, 'access')}?cursor=abc`), 400);
      expectRefusal(await call('GET', patientSubPath('no-such-patient', 'access')), 404);
    });

    it('names the note and the session a read opened, as the owner reading the trail may see them', async () => {
      const grace = await registerFixture(call, {
        givenName: 'Grace',
        familyName: 'Named',
        birthDate: '1970-06-15',
      });
      const session = await demoSession(call, grace, {
        year: 2032,
        month: 3,
        day: 9,
        modality: 'in-person',
      });
      const started = await call('POST', sessionNotePath(session.id), {
        format: 'soap',
        content: emptyNoteContent(),
      });
      expect(started.status).toBe(201);
      const { note } = noteResponse.parse(started.body);
      expect((await call('GET', notePath(note.id))).status).toBe(200);
      expect((await call('GET', encounterPath(session.id))).status).toBe(200);
      const access = patientSubPath(grace.id, 'access');
      const { entries } = accessTrailResponse.parse((await call('GET', access)).body);
      const named = { at: session.startsAt, encounterId: session.id, openable: true };
      expect(entries.slice(0, 2).map(({ action, record }) => ({ action, record }))).toEqual([
        { action: 'read', record: { kind: 'encounter', id: session.id, ...named } },
        { action: 'read-note', record: { kind: 'note', id: note.id, format: 'soap', ...named } },
      ]);
      const byRecord = await call('GET', `${access}?recordId=${note.id}`);
      const lines = accessTrailResponse.parse(byRecord.body).entries;
      expect(lines.map((e) => [e.action, e.record?.id])).toEqual([['read-note', note.id]]);
    });

    it('narrows the access trail by action and member, and exports it as CSV for an auditor', async () => {
      const grace = await registerPatient('Filtered');
      await call('GET', patientSubPath(grace.id, 'consents'));
      await call('GET', patientSubPath(grace.id, 'diagnoses'));
      const access = patientSubPath(grace.id, 'access');
      const byAction = await call('GET', `${access}?action=read-consents&userId=${DEMO.userId}`);
      expect(accessTrailResponse.parse(byAction.body).entries.map((e) => e.action)).toEqual([
        'read-consents',
      ]);
      const nobody = await call('GET', `${access}?to=2000-01-01T00:00:00.000Z`);
      expect(accessTrailResponse.parse(nobody.body).entries).toEqual([]);
      expectRefusal(await call('GET', `${access}?action=delete`), 400);

      const csv = await call('GET', `${access}/export?action=read-diagnoses`);
      expect(csv.status).toBe(200);
      const lines = String(csv.body).trimEnd().split('\r\n');
      expect(lines).toEqual([
        '"at","member","member_id","action","break_glass","record_kind","record_id","record_format","record_at","via_app","via_app_client_id"',
        expect.stringMatching(
          new RegExp(
            `^"[^"]+","${DEMO.firstName} ${DEMO.lastName}","${DEMO.userId}","read-diagnoses","no","","","","","",""$`,
          ),
        ),
      ]);
      expectRefusal(await call('GET', `${access}/export?from=yesterday`), 400);
      expectRefusal(
        await call('GET', `${patientSubPath('no-such-patient', 'access')}/export`),
        404,
      );
    });
  },
);
