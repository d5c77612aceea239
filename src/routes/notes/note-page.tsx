import { Link, Stack } from '@chakra-ui/react';
import { useLocation, useSearch } from 'wouter';
import { mayDo } from '../../../common/contracts/clinic.contract';
import type { Encounter, EncounterStatus } from '../../../common/contracts/encounters.contract';
import type { NoteFormat } from '../../../common/contracts/notes.contract';
import { useT } from '../../ui/i18n/i18n-context';
import { NoteHeader } from '../../ui/notes/note-header';
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
import { isNotFound, useNoteClinic, useNoteSession, useSessionNote } from './note-queries';
import { NoteWriter } from './note-writer';
import { SignedNoteView } from './signed-note-view';

/** A note belongs to a session under way or done (the server answers 409 otherwise). */
export const NOTE_WRITABLE_STATUSES: readonly EncounterStatus[] = [
  'arrived',
  'in-progress',
  'finished',
];

const sessionHref = (id: string) =>
  `/app/panels/hospital/patientviewsession?id=${encodeURIComponent(id)}`;

/** The session's address, a link out of the note page. */
export function BackToSession({ session }: { session: Encounter }) {
  const t = useT();
  const [, navigate] = useLocation();
  const href = sessionHref(session.id);
  return (
    <Link
      href={href}
      colorPalette="blue"
      data-no-print=""
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {t('notes.page.sessionLink')}
    </Link>
  );
}

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

  if (!id) return <NoteNotFound noId />;
  if (session.isError) {
    return isNotFound(session.error) ? (
      <NoteNotFound />
    ) : (
      <NoteLoadFailed onRetry={() => void session.refetch()} />
    );
  }
  if (clinic.isError) return <NoteLoadFailed onRetry={() => void clinic.refetch()} />;
  if (!session.data || !clinic.data) return <NoteLoading />;
  const encounter = session.data;
  const timeZone = clinic.data.timeZone;
  const isClinician = encounter.clinician.id === userId;
  const aiAssist = noteQuery.data?.note?.aiAssist ?? null;
  const header = (shown: NoteFormat) => (
    <NoteHeader
      aiAssist={aiAssist}
      format={shown}
      patientName={encounter.patient.name}
      clinicianName={encounter.clinician.name}
      startsAt={encounter.startsAt}
      endsAt={encounter.endsAt}
      timeZone={timeZone}
    />
  );
  const frame = (shown: NoteFormat, body: React.ReactNode) => (
    <Stack gap="6">
      <BackToSession session={encounter} />
      {header(shown)}
      {body}
    </Stack>
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
  const { note, previousPlan } = noteQuery.data;
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
        clinicName={clinic.data.name}
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
    />,
  );
}
