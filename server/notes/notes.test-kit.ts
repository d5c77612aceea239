import { expect } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import { etagOf } from '../../common/contracts/documents.contract.ts';
import type { Encounter } from '../../common/contracts/encounters.contract.ts';
import {
  emptyNoteContent,
  note as noteSchema,
  noteResponse,
  notePath,
  sessionNotePath,
  type Note,
  type NoteContent,
  type NoteFormat,
} from '../../common/contracts/notes.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import {
  booked,
  registerPatient,
  sessionAt,
  transition,
} from '../encounters/encounters.test-kit.ts';
import { startTestServer, type Reply, type TestServer } from '../test/harness.ts';

/**
 * One clinic with a member in each position the note rules tell apart, and another clinic.
 * `founder` (owner + clinician) registers the patients, so is on their care team and is the
 * clinician of their sessions; `colleague` is a clinician on the care team; `outsider` a
 * clinician off it; `staff` front desk; `ownerOnly` an owner without the clinician role.
 */
export interface NotesClinic {
  server: TestServer;
  founder: LoginResponse;
  colleague: LoginResponse;
  outsider: LoginResponse;
  staff: LoginResponse;
  ownerOnly: LoginResponse;
  other: LoginResponse;
}

export async function startNotesClinic(
  overrides: Parameters<typeof startTestServer>[0] = {},
): Promise<NotesClinic> {
  const server = await startTestServer(overrides);
  const founder = (await server.signUp()).login;
  const member = async (roles: string[]) =>
    (await server.addMember(founder.user.tenantId, roles)).login;
  return {
    server,
    founder,
    colleague: await member(['clinician']),
    outsider: await member(['clinician']),
    staff: await member(['staff']),
    ownerOnly: await member(['owner']),
    other: (await server.signUp()).login,
  };
}

let hour = 0;

/**
 * A patient of the founder (the colleague on the care team too) and a session of theirs with the
 * founder taken to `status` (planned, arrived, in-progress or finished), a day apart each call.
 */
export async function patientWithSession(
  kit: NotesClinic,
  status: 'planned' | 'arrived' | 'in-progress' | 'finished' = 'finished',
  existing?: Patient,
): Promise<{ patient: Patient; session: Encounter }> {
  const { server, founder } = kit;
  const patient = existing ?? (await registerPatient(server, founder.access_token));
  if (!existing) {
    const team = await server.request('PUT', `/patients/${patient.id}/care-team`, {
      token: founder.access_token,
      body: { memberIds: [founder.user.id, kit.colleague.user.id] },
    });
    expect(team.status).toBe(200);
  }
  hour += 25;
  const start = new Date(Date.UTC(2027, 0, 4, 9) + hour * 3_600_000).toISOString();
  const session = await booked(
    server,
    founder.access_token,
    sessionAt(patient.id, founder.user.id, start),
  );
  const steps = {
    planned: [],
    arrived: ['check-in'],
    'in-progress': ['check-in', 'start'],
    finished: ['check-in', 'start', 'finish'],
  } as const;
  for (const action of steps[status]) {
    const reply = await transition(server, founder.access_token, session.id, action);
    expect(reply.status).toBe(200);
  }
  return { patient, session };
}

/** A note's content with these section texts. */
export function contentWith(sections: NoteContent['sections']): NoteContent {
  return {
    sections,
    fields: {
      ...emptyNoteContent().fields,
      startTime: '09:00',
      endTime: '09:50',
      modality: 'in-person',
      interventions: ['CBT'],
    },
  };
}

export const soap = (plan = 'Continue weekly CBT; practise thought records.') =>
  contentWith({
    subjective: 'Reports a better week; slept six hours most nights.',
    objective: 'Calm, good eye contact, affect brighter than last week.',
    assessment: 'Low mood improving with behavioural activation.',
    plan,
  });

export const call = <T = Record<string, unknown>>(
  kit: NotesClinic,
  who: LoginResponse,
  method: string,
  path: string,
  options: { body?: unknown; ifMatch?: number | string } = {},
): Promise<Reply<T>> => {
  const headers: Record<string, string> = {};
  if (options.ifMatch !== undefined) {
    headers['if-match'] =
      typeof options.ifMatch === 'number' ? etagOf(options.ifMatch) : options.ifMatch;
  }
  return kit.server.request<T>(method, path, {
    token: who.access_token,
    body: options.body,
    headers,
  });
};

/** Starts the session's note as the founder and expects a 201: the draft. */
export async function startNote(
  kit: NotesClinic,
  session: Encounter,
  content: NoteContent = soap(),
  format: NoteFormat = 'soap',
): Promise<Note> {
  const reply = await call(kit, kit.founder, 'POST', sessionNotePath(session.id), {
    body: { format, content },
  });
  if (reply.status !== 201) throw new Error(`note start failed: ${reply.status} ${reply.text}`);
  return noteResponse.parse(reply.body).note;
}

/** Signs a note as the founder at its version and expects a 200: the signed note. */
export async function signNote(kit: NotesClinic, note: Note): Promise<Note> {
  const reply = await call(kit, kit.founder, 'POST', `${notePath(note.id)}/sign`, {
    ifMatch: note.version,
  });
  if (reply.status !== 200) throw new Error(`sign failed: ${reply.status} ${reply.text}`);
  return noteSchema.parse((reply.body as { note: unknown }).note);
}

/** The note's row as stored. */
export async function storedNote(kit: NotesClinic, id: string) {
  return kit.server.server.ctx.db
    .selectFrom('notes')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** How many versions of a note are kept. */
export async function versionCount(kit: NotesClinic, id: string): Promise<number> {
  const rows = await kit.server.server.ctx.db
    .selectFrom('document_versions')
    .select('version')
    .where('document_kind', '=', 'note')
    .where('document_id', '=', id)
    .execute();
  return rows.length;
}

/** The actions of a patient's record-access trail by one member, oldest first. */
export async function trailActions(kit: NotesClinic, patientId: string, userId: string) {
  const rows = await kit.server.server.ctx.db
    .selectFrom('record_access')
    .select('action')
    .where('patient_id', '=', patientId)
    .where('user_id', '=', userId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => row.action);
}
