import { useLocation, useSearch } from 'wouter';
import { mayDo } from '../../../common/contracts/clinic.contract';
import type { EncounterStatus } from '../../../common/contracts/encounters.contract';
import { noteContentForSession } from '../../../common/contracts/note-session-details';
import type { NoteFormat } from '../../../common/contracts/notes.contract';
import {
  NoteLoadFailed,
  NoteLoading,
  NoteNotAllowed,
  NoteNotFound,
  NoteNotWritable,
  WrongFormat,
  notePageHref,
} from '../../ui/notes/note-page-states';
import { useAuthUser, useMemberRoles } from '../session/auth-context';
import { NoteFrame } from './note-frame';
import { isNotFound, useNoteClinic, useNoteSession, useSessionNote } from './note-queries';
import { gateNoteSession } from './note-session-gate';
import { NoteWriter } from './note-writer';
import { SignedNoteView } from './signed-note-view';

/** A note belongs to a session under way or done (the server answers 409 otherwise). */
export const NOTE_WRITABLE_STATUSES: readonly EncounterStatus[] = [
  'arrived',
  'in-progress',
  'finished',
];

/**
 * `therapy<format>form?session=<encounter>`: the session's note in one format. The session's
 * clinician writes and signs it; a signed note shows as a printable document; the front desk and
 * other clinicians see why they cannot write it, never the form.
 */
export function NotePage({ format }: { format: NoteFormat }) {
  const [, navigate] = useLocation();
  const id = new URLSearchParams(useSearch()).get('session') || null;
  const roles = useMemberRoles();
  const userId = useAuthUser()?.id ?? null;
  const mayRead = mayDo(roles, 'readClinical');
  const clinic = useNoteClinic();
  const session = useNoteSession(id);
  const noteQuery = useSessionNote(id, mayRead && session.isSuccess);

  const gate = gateNoteSession(id, session, clinic);
  if ('show' in gate) return gate.show;
  const { encounter } = gate;
  const { timeZone } = gate.clinic;
  const isClinician = encounter.clinician.id === userId;
  const aiAssist = noteQuery.data?.note?.aiAssist ?? null;
  const frame = (shown: NoteFormat, body: React.ReactNode) => (
    <NoteFrame encounter={encounter} format={shown} timeZone={timeZone} aiAssist={aiAssist}>
      {body}
    </NoteFrame>
  );

  if (!mayRead) return frame(format, <NoteNotAllowed clinicianName={null} />);
  if (noteQuery.isError) {
    return isNotFound(noteQuery.error) ? (
      <NoteNotFound />
    ) : (
      <NoteLoadFailed onRetry={() => void noteQuery.refetch()} />
    );
  }
  if (!noteQuery.data) return <NoteLoading />;
  const { note, previousPlan, patient } = noteQuery.data;
  if (note && note.format !== format) {
    return frame(
      format,
      <WrongFormat
        format={note.format}
        href={notePageHref(note.format, encounter.id)}
        onNavigate={navigate}
      />,
    );
  }
  if (note && note.status !== 'draft') {
    return frame(
      note.format,
      <SignedNoteView
        note={note}
        session={encounter}
        clinic={{ name: gate.clinic.name, address: gate.clinic.address }}
        patient={patient}
        timeZone={timeZone}
        isAuthor={note.authorId === userId}
      />,
    );
  }
  if (!isClinician || !mayDo(roles, 'writeClinical')) {
    return frame(format, <NoteNotAllowed clinicianName={encounter.clinician.name} />);
  }
  if (!note && !NOTE_WRITABLE_STATUSES.includes(encounter.status)) {
    return frame(format, <NoteNotWritable />);
  }
  return frame(
    format,
    <NoteWriter
      key={encounter.id}
      encounterId={encounter.id}
      format={format}
      note={note}
      previousPlan={previousPlan}
      timeZone={timeZone}
      startingContent={noteContentForSession(encounter, timeZone)}
    />,
  );
}
