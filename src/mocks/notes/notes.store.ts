import { callPeerMock } from '../peer-mock-call';
import { canonicalJson, type DocumentVersion } from '../../../common/contracts/documents.contract';
import {
  encounterPath,
  encounterResponse,
  type Encounter,
} from '../../../common/contracts/encounters.contract';
import type { Note, NoteSummary } from '../../../common/contracts/notes.contract';
import {
  patientPath,
  patientResponse,
  type Patient,
} from '../../../common/contracts/patients.contract';

/**
 * The notes of the browser mock: each clinic's notes in memory with every saved version. The
 * session a note belongs to is read through the API (the sessions mock answers), as the server
 * reads another table: this feature does not reach into the sessions mock.
 */
export interface MockNote {
  note: Note;
  sessionStartsAt: string;
  versions: DocumentVersion[];
}

const clinics = new Map<string, MockNote[]>();

export const notesOf = (tenantId: string) =>
  clinics.get(tenantId) ?? clinics.set(tenantId, []).get(tenantId)!;

/** Forgets every mock note (tests start from none). */
export const resetMockNotes = () => clinics.clear();

/** Puts a note in a clinic as it is (stories and tests start from a given record). */
export function seedMockNote(tenantId: string, note: Note, sessionStartsAt: string): MockNote {
  const record: MockNote = {
    note,
    sessionStartsAt,
    versions: [
      {
        version: note.version,
        savedAt: note.updatedAt,
        savedByName: note.authorName,
        content: note.content,
      },
    ],
  };
  notesOf(tenantId).push(record);
  return record;
}

/** The SHA-256 (hex) of the canonical JSON of `value`, as the server's signature records. */
export async function sha256Of(value: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalJson(value));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The session as the sessions mock knows it, for the caller, or null. */
export async function encounterOf(request: Request, id: string): Promise<Encounter | null> {
  const parsed = encounterResponse.safeParse(await callPeerMock(request, 'GET', encounterPath(id)));
  return parsed.success ? parsed.data.encounter : null;
}

/** The patient as the patients mock knows it, for the caller, or null. */
export async function patientOf(request: Request, id: string): Promise<Patient | null> {
  const parsed = patientResponse.safeParse(await callPeerMock(request, 'GET', patientPath(id)));
  return parsed.success ? parsed.data.patient : null;
}

/**
 * A patient's notes, latest session first, as the server lists them: then the latest started
 * note first, then by id.
 */
export function patientNotesOf(notes: readonly MockNote[], patientId: string): MockNote[] {
  return notes
    .filter((n) => n.note.patientId === patientId)
    .sort(
      (a, b) =>
        Date.parse(b.sessionStartsAt) - Date.parse(a.sessionStartsAt) ||
        Date.parse(b.note.createdAt) - Date.parse(a.note.createdAt) ||
        (a.note.id < b.note.id ? -1 : a.note.id > b.note.id ? 1 : 0),
    );
}

/** What anyone who sees the patient may know of a note: no contents. */
export const summaryOf = ({ note, sessionStartsAt }: MockNote): NoteSummary => ({
  id: note.id,
  encounterId: note.encounterId,
  sessionStartsAt,
  format: note.format,
  status: note.status,
  authorName: note.authorName,
  updatedAt: note.updatedAt,
  signedAt: note.signature?.signedAt ?? null,
  addendaCount: note.addenda.length,
});

/**
 * The plan of the patient's latest signed note with a plan, of a session that started before
 * `before` (the server's rule: a note without a plan is passed over).
 */
export function previousPlanOf(notes: MockNote[], patientId: string, before: string) {
  const earlier = notes
    .filter(
      (n) =>
        n.note.patientId === patientId &&
        n.note.status === 'signed' &&
        (n.note.content.sections.plan ?? '') !== '' &&
        Date.parse(n.sessionStartsAt) < Date.parse(before),
    )
    .sort(
      (a, b) =>
        Date.parse(b.sessionStartsAt) - Date.parse(a.sessionStartsAt) ||
        (a.note.id < b.note.id ? -1 : a.note.id > b.note.id ? 1 : 0),
    )[0];
  if (!earlier) return null;
  return {
    noteId: earlier.note.id,
    sessionStartsAt: earlier.sessionStartsAt,
    plan: earlier.note.content.sections.plan ?? '',
  };
}
