import {
  CLINIC_PATHS,
  clinicResponse,
  type Clinic,
} from '../../../common/contracts/clinic.contract';
import {
  etagOf,
  type DocumentVersion,
  type EnteredInErrorInput,
} from '../../../common/contracts/documents.contract';
import {
  encounterPath,
  encounterResponse,
  type Encounter,
} from '../../../common/contracts/encounters.contract';
import {
  noteResponse,
  notePath,
  noteSubPath,
  patientNotesPath,
  patientNotesResponse,
  sessionNotePath,
  sessionNoteResponse,
  type AddendumInput,
  type Note,
  type NoteContent,
  type NoteFormat,
  type NoteSummary,
  type SessionNoteResponse,
} from '../../../common/contracts/notes.contract';
import { allDocumentVersions } from '../http/document-versions';
import { httpClient, type HttpClient } from '../http/http-client';

/**
 * Typed endpoints of session notes (NOTE_PATHS), plus the two reads the note page needs from
 * elsewhere (the session, the clinic's name and time zone) — called here, not through another
 * feature's module. Writes to a draft name the version they edit (`If-Match`).
 */
export function createNotesApi(http: HttpClient) {
  const ifMatch = (version: number) => ({ headers: { 'If-Match': etagOf(version) } });
  return {
    sessionNote: (encounterId: string): Promise<SessionNoteResponse> =>
      http.request('get', sessionNotePath(encounterId), sessionNoteResponse),
    session: async (encounterId: string): Promise<Encounter> =>
      (await http.request('get', encounterPath(encounterId), encounterResponse)).encounter,
    clinic: async (): Promise<Clinic> =>
      (await http.request('get', CLINIC_PATHS.profile, clinicResponse)).clinic,
    get: async (id: string): Promise<Note> =>
      (await http.request('get', notePath(id), noteResponse)).note,
    /** The first save; `aiDraftId` names the AI draft the content starts from. */
    create: async (
      encounterId: string,
      format: NoteFormat,
      content: NoteContent,
      aiDraftId?: string,
    ): Promise<Note> =>
      (
        await http.request('post', sessionNotePath(encounterId), noteResponse, {
          format,
          content,
          ...(aiDraftId && { aiDraftId }),
        })
      ).note,
    /** Saves the draft's whole content; `aiDraftId` when an AI draft was taken into it. */
    update: async (
      id: string,
      version: number,
      content: NoteContent,
      aiDraftId?: string,
    ): Promise<Note> =>
      (
        await http.request(
          'put',
          notePath(id),
          noteResponse,
          { content, ...(aiDraftId && { aiDraftId }) },
          ifMatch(version),
        )
      ).note,
    sign: async (id: string, version: number): Promise<Note> =>
      (await http.request('post', noteSubPath(id, 'sign'), noteResponse, {}, ifMatch(version)))
        .note,
    addAddendum: async (id: string, input: AddendumInput): Promise<Note> =>
      (await http.request('post', noteSubPath(id, 'addenda'), noteResponse, input)).note,
    enterInError: async (id: string, input: EnteredInErrorInput): Promise<Note> =>
      (await http.request('post', noteSubPath(id, 'entered-in-error'), noteResponse, input)).note,
    /** Every saved version, newest first, a page at a time. */
    versions: (id: string): Promise<DocumentVersion[]> =>
      allDocumentVersions(http, noteSubPath(id, 'versions')),
    patientNotes: async (patientId: string): Promise<NoteSummary[]> =>
      (await http.request('get', patientNotesPath(patientId), patientNotesResponse)).notes,
  };
}

export type NotesApi = ReturnType<typeof createNotesApi>;
export const notesApi = createNotesApi(httpClient);
