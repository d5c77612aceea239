import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import type { Encounter } from '../../common/contracts/encounters.contract.ts';
import type { Note } from '../../common/contracts/notes.contract.ts';
import { patientSubPath, type Patient } from '../../common/contracts/patients.contract.ts';
import { booked, registerPatient, sessionAt } from '../encounters/encounters.test-kit.ts';
import {
  call,
  patientWithSession,
  signNote,
  startNote,
  startNotesClinic,
  type NotesClinic,
} from '../notes/notes.test-kit.ts';
import { entriesOf, getFhir, insertDiagnosis, type FhirJson } from './fhir.test-kit.ts';

/**
 * Issue 31, item 1: every FHIR read and search shows exactly what the JSON API it mirrors shows,
 * for every kind of caller. Each test asks both APIs the same question as the same member and
 * compares the answers; a few exact counts make sure the comparison is not between two empties.
 */

let kit: NotesClinic;
/** On the care team of the founder and the colleague; sessions with the founder; a signed note. */
let charted: Patient;
/** The founder's patient the outsider has one session with (booked by the front desk). */
let shared: Patient;
/** The founder's patient with a session of the founder's only. */
let apart: Patient;
let theirs: Patient;
let note: Note;
let sessions: Encounter[];
let otherSession: Encounter;

type Caller = keyof Omit<NotesClinic, 'server'>;
const CALLERS: Caller[] = ['founder', 'colleague', 'outsider', 'staff', 'ownerOnly', 'other'];
const who = (caller: Caller): LoginResponse => kit[caller];

beforeAll(async () => {
  kit = await startNotesClinic();
  const first = await patientWithSession(kit, 'finished');
  charted = first.patient;
  const second = await patientWithSession(kit, 'planned', charted);
  note = await signNote(kit, await startNote(kit, first.session));
  const addendum = await call(kit, kit.founder, 'POST', `/notes/${note.id}/addenda`, {
    body: { text: 'Phoned the next day: sleeping better.', reason: 'Follow-up call' },
  });
  expect(addendum.status).toBe(201);
  const tenantId = kit.founder.user.tenantId;
  await insertDiagnosis(
    kit.server,
    { tenantId, patientId: charted.id, clinicianId: kit.founder.user.id },
    { code: 'F32.1', text: 'Major depressive disorder, single episode, moderate' },
  );

  // A score and two consents of the charted patient, recorded by the care team's founder.
  const rescore = await call(kit, kit.founder, 'POST', `/patients/${charted.id}/observations`, {
    body: { instrument: 'gad7', answers: [1, 1, 0, 2, 1, 0, 1] },
  });
  expect(rescore.status).toBe(201);
  for (const status of ['granted', 'withdrawn']) {
    const consent = await call(kit, kit.founder, 'POST', patientSubPath(charted.id, 'consents'), {
      body: { kind: 'contact', status, effectiveDate: '2026-01-05' },
    });
    expect(consent.status).toBe(201);
  }

  shared = await registerPatient(kit.server, kit.founder.access_token);
  const outsiders = await booked(
    kit.server,
    kit.staff.access_token,
    sessionAt(shared.id, kit.outsider.user.id, '2027-03-01T09:00:00Z'),
  );
  const founders = await booked(
    kit.server,
    kit.staff.access_token,
    sessionAt(shared.id, kit.founder.user.id, '2027-03-01T11:00:00Z'),
  );
  // Booking put the outsider on the care team (issue 32); the front desk takes them off again, so
  // they keep their own session without the patient's record.
  const offTeam = await call(kit, kit.staff, 'PUT', patientSubPath(shared.id, 'care-team'), {
    body: { memberIds: [kit.founder.user.id] },
  });
  expect(offTeam.status).toBe(200);
  apart = await registerPatient(kit.server, kit.founder.access_token);
  const aparts = await booked(
    kit.server,
    kit.founder.access_token,
    sessionAt(apart.id, kit.founder.user.id, '2027-03-02T09:00:00Z'),
  );
  sessions = [first.session, second.session, outsiders, founders, aparts];

  theirs = await registerPatient(kit.server, kit.other.access_token);
  otherSession = await booked(
    kit.server,
    kit.other.access_token,
    sessionAt(theirs.id, kit.other.user.id, '2027-03-01T09:00:00Z'),
  );
  // Six accounts and twenty requests: more than the default hook time on a busy machine.
}, 180_000);
afterAll(() => kit.server.close());

const sorted = (ids: string[]) => [...ids].sort();

/** Every session the sessions API lists for the caller, page after page. */
async function apiSessions(caller: Caller, query = ''): Promise<string[] | 404> {
  const ids: string[] = [];
  let cursor = '';
  for (;;) {
    const reply = await call<{ encounters: Encounter[]; nextCursor?: string }>(
      kit,
      who(caller),
      'GET',
      `/encounters?limit=2${query}${cursor}`,
    );
    if (reply.status === 404) return 404;
    expect(reply.status).toBe(200);
    ids.push(...reply.body.encounters.map((encounter) => encounter.id));
    if (!reply.body.nextCursor) return sorted(ids);
    cursor = `&cursor=${reply.body.nextCursor}`;
  }
}

/** Every resource a FHIR search finds for the caller, page after page, and the Bundle's total. */
async function fhirSearch(
  caller: Caller,
  search: string,
): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += 2) {
    const reply = await getFhir(
      kit.server,
      `${search}${search.includes('?') ? '&' : '?'}_count=2&_offset=${offset}`,
      who(caller).access_token,
    );
    expect(reply.status).toBe(200);
    const page = entriesOf(reply.body).map((resource) => resource.id ?? '');
    ids.push(...page);
    if (page.length < 2) return { ids: sorted(ids), total: reply.body.total ?? 0 };
  }
}

const everything = (caller: Caller, patient: Patient) =>
  getFhir(kit.server, `Patient/${patient.id}/$everything`, who(caller).access_token);

const idsOf = (bundle: FhirJson, type: string) =>
  sorted(entriesOf(bundle, type).map((resource) => resource.id ?? ''));

describe('FHIR Encounter shows the sessions the sessions API shows', () => {
  it.each(CALLERS)(
    'searching every session finds the same ones as the list, for %s',
    async (caller) => {
      const api = await apiSessions(caller);
      const fhir = await fhirSearch(caller, 'Encounter');
      expect(fhir.ids).toEqual(api);
      expect(fhir.total).toBe(fhir.ids.length);
    },
  );

  it('shows a clinician off the care team only their own session, staff and owners all five', async () => {
    expect((await fhirSearch('outsider', 'Encounter')).ids).toEqual([sessions[2]?.id]);
    expect((await fhirSearch('staff', 'Encounter')).total).toBe(5);
    expect((await fhirSearch('ownerOnly', 'Encounter')).total).toBe(5);
    expect((await fhirSearch('other', 'Encounter')).ids).toEqual([otherSession.id]);
  });

  it.each(CALLERS)('reads a session exactly when the sessions API does, for %s', async (caller) => {
    for (const session of [...sessions, otherSession]) {
      const api = await call(kit, who(caller), 'GET', `/encounters/${session.id}`);
      const fhir = await getFhir(kit.server, `Encounter/${session.id}`, who(caller).access_token);
      expect({ session: session.id, status: fhir.status }).toEqual({
        session: session.id,
        status: api.status,
      });
      expect([200, 404]).toContain(fhir.status);
    }
  });

  it('refuses a clinician off the care team another clinician’s session with a 404', async () => {
    const reply = await getFhir(
      kit.server,
      `Encounter/${sessions[3]?.id}`,
      kit.outsider.access_token,
    );
    expect(reply.status).toBe(404);
    expect(reply.body.resourceType).toBe('OperationOutcome');
  });

  it.each(CALLERS)(
    'searching one patient’s sessions finds what the list shows, for %s',
    async (caller) => {
      for (const patient of [charted, shared, apart, theirs]) {
        const api = await apiSessions(caller, `&patientId=${patient.id}`);
        const fhir = await fhirSearch(caller, `Encounter?patient=Patient/${patient.id}`);
        // The list answers 404 for a patient whose sessions the caller may not see; a search finds none.
        expect({ patient: patient.id, ids: fhir.ids }).toEqual({
          patient: patient.id,
          ids: api === 404 ? [] : api,
        });
      }
    },
  );
});

describe('FHIR Patient shows the patients the patients API shows', () => {
  it.each(CALLERS)('searching every patient finds the whole list, for %s', async (caller) => {
    const api = await call<{ patients: { id: string }[] }>(
      kit,
      who(caller),
      'POST',
      '/patients/search',
      { body: { clinician: 'any', limit: 100 } },
    );
    expect(api.status).toBe(200);
    const fhir = await fhirSearch(caller, 'Patient');
    expect(fhir.ids).toEqual(sorted(api.body.patients.map((patient) => patient.id)));
  });

  it.each(CALLERS)('reads a patient exactly when the patients API does, for %s', async (caller) => {
    for (const patient of [charted, shared, apart, theirs]) {
      const api = await call(kit, who(caller), 'GET', `/patients/${patient.id}`);
      const fhir = await getFhir(kit.server, `Patient/${patient.id}`, who(caller).access_token);
      expect({ patient: patient.id, status: fhir.status }).toEqual({
        patient: patient.id,
        status: api.status,
      });
    }
  });
});

describe('Patient $everything holds what the JSON API gives the same caller', () => {
  it.each(CALLERS)(
    'holds the patient and their sessions as the API shows them, for %s',
    async (caller) => {
      for (const patient of [charted, shared, apart, theirs]) {
        const bundle = await everything(caller, patient);
        const api = await call(kit, who(caller), 'GET', `/patients/${patient.id}`);
        expect({ patient: patient.id, status: bundle.status }).toEqual({
          patient: patient.id,
          status: api.status,
        });
        if (bundle.status !== 200) continue;
        const listed = await apiSessions(caller, `&patientId=${patient.id}`);
        expect({ patient: patient.id, ids: idsOf(bundle.body, 'Encounter') }).toEqual({
          patient: patient.id,
          ids: listed === 404 ? [] : listed,
        });
      }
    },
  );

  it.each(CALLERS)('holds a Condition for each diagnosis the API shows, for %s', async (caller) => {
    const bundle = await everything(caller, charted);
    const api = await call<{ diagnoses: { id: string }[] }>(
      kit,
      who(caller),
      'GET',
      `/patients/${charted.id}/diagnoses`,
    );
    const shown = api.status === 200 ? api.body.diagnoses.map((diagnosis) => diagnosis.id) : [];
    expect(idsOf(bundle.body, 'Condition')).toEqual(sorted(shown));
  });

  it.each(CALLERS)(
    'holds a Composition and a Provenance for each signed note and addendum the API shows, for %s',
    async (caller) => {
      const bundle = await everything(caller, charted);
      const api = await call<{ note: Note }>(kit, who(caller), 'GET', `/notes/${note.id}`);
      const documents =
        api.status === 200 ? [api.body.note.id, ...api.body.note.addenda.map((a) => a.id)] : [];
      expect(idsOf(bundle.body, 'Composition')).toEqual(sorted(documents));
      expect(idsOf(bundle.body, 'Provenance')).toEqual(
        sorted(documents.map((id) => `${id}-signature`)),
      );
    },
  );

  it('gives the care team’s clinicians the diagnosis, the note and its addendum; nobody else', async () => {
    for (const caller of ['founder', 'colleague'] as const) {
      const bundle = await everything(caller, charted);
      expect(idsOf(bundle.body, 'Condition')).toHaveLength(1);
      expect(idsOf(bundle.body, 'Composition')).toHaveLength(2);
    }
    for (const caller of ['outsider', 'staff', 'ownerOnly'] as const) {
      const bundle = await everything(caller, charted);
      expect(bundle.status).toBe(200);
      expect(entriesOf(bundle.body, 'Condition')).toEqual([]);
      expect(entriesOf(bundle.body, 'Composition')).toEqual([]);
      expect(entriesOf(bundle.body, 'Provenance')).toEqual([]);
    }
    expect((await everything('other', charted)).status).toBe(404);
  });
});

describe('FHIR Observation and Consent show what the scores and consents APIs show', () => {
  /** The ids the JSON API lists for the patient, or none when it refuses (404). */
  async function apiIds(caller: Caller, patient: Patient, part: 'observations' | 'consents') {
    const reply = await call<{ observations?: { id: string }[]; history?: { id: string }[] }>(
      kit,
      who(caller),
      'GET',
      `/patients/${patient.id}/${part}?limit=100`,
    );
    if (reply.status === 404) return [];
    expect(reply.status).toBe(200);
    return sorted((reply.body.observations ?? reply.body.history ?? []).map((row) => row.id));
  }

  it.each(CALLERS)(
    'searches and reads a patient’s scores exactly as the trend shows them, for %s',
    async (caller) => {
      const everyScore = await apiIds('founder', charted, 'observations');
      expect(everyScore).toHaveLength(1);
      for (const patient of [charted, theirs]) {
        const api = await apiIds(caller, patient, 'observations');
        const fhir = await fhirSearch(caller, `Observation?patient=${patient.id}`);
        expect({ patient: patient.id, ids: fhir.ids }).toEqual({ patient: patient.id, ids: api });
      }
      for (const id of everyScore) {
        const reply = await getFhir(kit.server, `Observation/${id}`, who(caller).access_token);
        const shown = (await apiIds(caller, charted, 'observations')).includes(id);
        expect({ caller, status: reply.status }).toEqual({ caller, status: shown ? 200 : 404 });
      }
    },
  );

  it.each(CALLERS)(
    'searches and reads a patient’s consents exactly as the consents API lists them, for %s',
    async (caller) => {
      const every = await apiIds('founder', charted, 'consents');
      expect(every).toHaveLength(2);
      for (const patient of [charted, theirs]) {
        const api = await apiIds(caller, patient, 'consents');
        const fhir = await fhirSearch(caller, `Consent?patient=${patient.id}`);
        expect({ patient: patient.id, ids: fhir.ids }).toEqual({ patient: patient.id, ids: api });
      }
      for (const id of every) {
        const reply = await getFhir(kit.server, `Consent/${id}`, who(caller).access_token);
        const shown = (await apiIds(caller, charted, 'consents')).includes(id);
        expect({ caller, status: reply.status }).toEqual({ caller, status: shown ? 200 : 404 });
      }
    },
  );
});
