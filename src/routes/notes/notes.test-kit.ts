import type { Encounter } from '../../../common/contracts/encounters.contract';
import {
  emptyNoteContent,
  type Note,
  type NoteFormat,
} from '../../../common/contracts/notes.contract';
import { sessionsApi } from '../../api/encounters/sessions.api';
import { resetMockNotes, seedMockNote } from '../../mocks/notes/notes.store';
import { DEMO_ACCOUNT } from '../../mocks/session/demo-account';
import { pageUser } from '../session/page-test-kit';
import { bookToday, registerPatient, signInToMock } from '../encounters/sessions.test-kit';

export { signOutOfMock } from '../encounters/sessions.test-kit';

/** A clean mock API (no notes) signed in as the page user, with a session under way. */
export async function sessionUnderWay(): Promise<Encounter> {
  await signInToMock();
  resetMockNotes();
  const ada = await registerPatient('Ada', 'Lovelace');
  const session = await bookToday(ada.id, 9);
  await sessionsApi.transition(session.id, { action: 'check-in' });
  return sessionsApi.transition(session.id, { action: 'start' });
}

/** A note of `session` as the mock keeps it (a signed SOAP note by the page user by default). */
export function seedNote(session: Encounter, details: Partial<Note> = {}): Note {
  const at = new Date().toISOString();
  const note: Note = {
    id: crypto.randomUUID(),
    encounterId: session.id,
    patientId: session.patient.id,
    authorId: pageUser.id,
    authorName: 'Ada L',
    format: 'soap' as NoteFormat,
    status: 'signed',
    version: 2,
    content: {
      ...emptyNoteContent(),
      sections: { subjective: 'Slept better this week.', plan: 'Keep the sleep diary.' },
    },
    createdAt: at,
    updatedAt: at,
    signature: {
      signerId: pageUser.id,
      signerName: 'Ada L',
      signerCredentials: null,
      signerLicenceNumber: null,
      role: 'clinician',
      signedAt: at,
      sha256: 'ab12cd34ef56'.padEnd(64, '0'),
    },
    addenda: [],
    enteredInError: null,
    aiAssist: null,
    ...details,
  };
  seedMockNote(DEMO_ACCOUNT.tenantId, note, session.startsAt);
  return note;
}
