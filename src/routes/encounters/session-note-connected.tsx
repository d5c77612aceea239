import { useQuery } from '@tanstack/react-query';
import { mayDo, type ClinicSettings } from '../../../common/contracts/clinic.contract';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import { noteOfSession } from '../../../common/contracts/notes.contract';
import { sessionsApi } from '../../api/encounters/sessions.api';
import { SessionNoteCard, type SessionNoteState } from '../../ui/encounters/session-note-card';
import { useAuthUser, useMemberRoles } from '../session/auth-context';

type AiDrafting = ClinicSettings['aiDrafting'];

/** The query keys of a session's note, under the sessions feature's. */
export const NOTE_KEYS = {
  sessionNote: (id: string) => ['sessions', 'note', id] as const,
  patientNotes: (patientId: string) => ['sessions', 'patient-notes', patientId] as const,
};

/**
 * The session page's note card. The session's clinician reads the note itself (its status and
 * format) and is offered recording and AI drafts; everyone else reads the patient's note
 * summaries, which carry the status only.
 */
export function SessionNoteConnected({
  session,
  aiDrafting,
  onNavigate,
}: {
  session: Encounter;
  /** The clinic's AI drafting setting (`off` offers no AI drafts). */
  aiDrafting: AiDrafting;
  onNavigate: (href: string) => void;
}) {
  const roles = useMemberRoles();
  const userId = useAuthUser()?.id ?? null;
  const writer = mayDo(roles, 'writeClinical') && session.clinician.id === userId;
  const own = useQuery({
    queryKey: NOTE_KEYS.sessionNote(session.id),
    queryFn: () => sessionsApi.sessionNote(session.id),
    enabled: writer,
  });
  const summaries = useQuery({
    queryKey: NOTE_KEYS.patientNotes(session.patient.id),
    queryFn: () => sessionsApi.patientNotes(session.patient.id),
    enabled: !writer,
  });
  const read = writer ? own : summaries;
  const note = writer ? (own.data?.note ?? null) : noteOfSession(summaries.data ?? [], session.id);
  const state: SessionNoteState = read.isError
    ? { kind: 'failed' }
    : read.data
      ? { kind: 'ready', note: note && { format: note.format, status: note.status } }
      : { kind: 'loading' };
  return (
    <SessionNoteCard
      encounterId={session.id}
      sessionStatus={session.status}
      state={state}
      writer={writer}
      mayOpen={writer || (mayDo(roles, 'readClinical') && note?.status === 'signed')}
      aiDrafting={aiDrafting !== 'off'}
      onRetry={() => void read.refetch()}
      onNavigate={onNavigate}
    />
  );
}
