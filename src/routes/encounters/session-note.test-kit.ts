import { http, HttpResponse } from 'msw';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import {
  emptyNoteContent,
  NOTE_PATHS,
  type Note,
  type NoteSummary,
} from '../../../common/contracts/notes.contract';
import { server } from '../../mocks/node';

const url = (path: string) => `*${API_BASE_PATH}${path}`;

/**
 * The note endpoints the session page calls (the notes feature's own mocks are not this
 * feature's): the session's note for its clinician, and the patient's note summaries.
 */
export function stubSessionNotes(world: { note?: Note | null; summaries?: NoteSummary[] }) {
  server.use(
    http.get(url(NOTE_PATHS.sessionNote), () =>
      HttpResponse.json({
        note: world.note ?? null,
        previousPlan: null,
        patient: { mrn: '000001', birthDate: '1980-05-17' },
      }),
    ),
    http.get(url(NOTE_PATHS.patientNotes), () =>
      HttpResponse.json({ notes: world.summaries ?? [] }),
    ),
  );
}

/** A draft note of `encounterId` by `authorId`. */
export const draftNote = (encounterId: string, patientId: string, authorId: string): Note => ({
  id: 'note-1',
  encounterId,
  patientId,
  authorId,
  authorName: 'Ada L',
  format: 'dap',
  status: 'draft',
  version: 2,
  content: emptyNoteContent(),
  createdAt: '2026-11-24T09:00:00Z',
  updatedAt: '2026-11-24T09:05:00Z',
  signature: null,
  addenda: [],
  enteredInError: null,
  aiAssist: null,
});

/** What anyone who sees the patient learns of a signed note of `encounterId`. */
export const signedSummary = (encounterId: string): NoteSummary => ({
  id: 'note-2',
  encounterId,
  sessionStartsAt: '2026-11-24T07:00:00Z',
  format: 'soap',
  status: 'signed',
  authorName: 'Ada L',
  updatedAt: '2026-11-24T09:00:00Z',
  signedAt: '2026-11-24T09:00:00Z',
  addendaCount: 0,
});
