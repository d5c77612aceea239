import { useLocation, useSearch } from 'wouter';
import { mayDo } from '../../../common/contracts/clinic.contract';
import { noteContentForSession } from '../../../common/contracts/note-session-details';
import type { NoteFormat } from '../../../common/contracts/notes.contract';
import { AiDraftingOff, AiNoteSigned } from '../../ui/notes/ai-draft-states';
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
import { AiDraftFlow } from './ai-draft-flow';
import { NoteFrame } from './note-frame';
import { NOTE_WRITABLE_STATUSES } from './note-page';
import {
  isNotFound,
  useNoteClinic,
  useNoteSession,
  useSessionNote,
  useSessionSpeech,
} from './note-queries';
import { gateNoteSession } from './note-session-gate';

/** The address of a session's AI-drafted note page in a format. */
const aiPageHref = (format: NoteFormat, encounterId: string) =>
  `/app/panels/hospital/therapy${format}formai?session=${encodeURIComponent(encounterId)}`;

/**
 * `therapy<format>formai?session=<encounter>[&recording=<id>]`: the session's note drafted by AI
 * from a transcript or the clinician's own summary (CLINICAL.md §3, decision 4). Only the
 * session's clinician drafts; a signed note is never drafted again; a clinic with AI off writes
 * on the plain note page. The draft is reviewed here, then the note page takes over.
 */
export function AiNotePage({ format }: { format: NoteFormat }) {
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const id = params.get('session') || null;
  const roles = useMemberRoles();
  const userId = useAuthUser()?.id ?? null;
  const mayRead = mayDo(roles, 'readClinical');
  const clinic = useNoteClinic();
  const session = useNoteSession(id);
  const noteQuery = useSessionNote(id, mayRead && session.isSuccess);
  const mayDraft =
    session.data?.clinician.id === userId &&
    mayDo(roles, 'writeClinical') &&
    clinic.data?.settings.aiDrafting !== 'off';
  const speech = useSessionSpeech(id, mayDraft && session.isSuccess && clinic.isSuccess);

  const gate = gateNoteSession(id, session, clinic);
  if ('show' in gate) return gate.show;
  const { encounter } = gate;
  const { timeZone, settings } = gate.clinic;
  const frame = (body: React.ReactNode) => (
    <NoteFrame encounter={encounter} format={format} timeZone={timeZone}>
      {body}
    </NoteFrame>
  );
  const plainNote = { format, href: notePageHref(format, encounter.id), onNavigate: navigate };

  if (!mayRead) return frame(<NoteNotAllowed clinicianName={null} />);
  if (noteQuery.isError) {
    return isNotFound(noteQuery.error) ? (
      <NoteNotFound />
    ) : (
      <NoteLoadFailed onRetry={() => void noteQuery.refetch()} />
    );
  }
  if (!noteQuery.data) return <NoteLoading />;
  const { note } = noteQuery.data;
  if (note && note.format !== format) {
    return frame(
      <WrongFormat
        format={note.format}
        href={aiPageHref(note.format, encounter.id)}
        onNavigate={navigate}
      />,
    );
  }
  if (note && note.status !== 'draft') return frame(<AiNoteSigned {...plainNote} />);
  if (encounter.clinician.id !== userId || !mayDo(roles, 'writeClinical')) {
    return frame(<NoteNotAllowed clinicianName={encounter.clinician.name} />);
  }
  if (!note && !NOTE_WRITABLE_STATUSES.includes(encounter.status)) {
    return frame(<NoteNotWritable />);
  }
  if (settings.aiDrafting === 'off') return frame(<AiDraftingOff {...plainNote} />);
  if (speech.isPending && !speech.isError) return <NoteLoading />;
  const transcripts = (speech.data?.recordings ?? [])
    .filter((recording) => recording.status === 'transcribed')
    .map(({ id: recordingId, startedAt, durationMs }) => ({
      id: recordingId,
      startedAt,
      durationMs,
    }));
  const wanted = params.get('recording');
  return frame(
    <AiDraftFlow
      key={encounter.id}
      encounterId={encounter.id}
      format={format}
      note={note}
      transcripts={transcripts}
      speechFailed={speech.isError}
      recordingId={transcripts.some((t) => t.id === wanted) ? wanted : null}
      drafter={{ setting: settings.aiDrafting, consented: speech.data?.consented ?? null }}
      timeZone={timeZone}
      startingContent={noteContentForSession(encounter, timeZone)}
    />,
  );
}
