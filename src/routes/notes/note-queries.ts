import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnteredInErrorInput } from '../../../common/contracts/documents.contract';
import type {
  AddendumInput,
  Note,
  SessionNoteResponse,
} from '../../../common/contracts/notes.contract';
import { noteDraftsApi } from '../../api/notes/note-drafts.api';
import { notesApi } from '../../api/notes/notes.api';
import { statusOf } from '../../machines/session/auth.rules';

/** The query keys of the notes feature. */
export const NOTE_KEYS = {
  clinic: ['clinic', 'profile'] as const,
  session: (id: string) => ['notes', 'session', id] as const,
  sessionNote: (id: string) => ['notes', 'session-note', id] as const,
  versions: (noteId: string) => ['notes', 'versions', noteId] as const,
  speech: (id: string) => ['notes', 'session-speech', id] as const,
};

export const useNoteClinic = () =>
  useQuery({ queryKey: NOTE_KEYS.clinic, queryFn: notesApi.clinic });

export const useNoteSession = (id: string | null) =>
  useQuery({
    queryKey: NOTE_KEYS.session(id ?? ''),
    queryFn: () => notesApi.session(id!),
    enabled: id !== null,
  });

export const useSessionNote = (id: string | null, enabled: boolean) =>
  useQuery({
    queryKey: NOTE_KEYS.sessionNote(id ?? ''),
    queryFn: () => notesApi.sessionNote(id!),
    enabled: id !== null && enabled,
    // A draft on screen is the hook's; a refetch must not replace it under the writer.
    refetchOnWindowFocus: false,
  });

/** The session's recordings (for drafting from a transcript) and the patient's AI consent. */
export const useSessionSpeech = (id: string | null, enabled: boolean) =>
  useQuery({
    queryKey: NOTE_KEYS.speech(id ?? ''),
    queryFn: () => noteDraftsApi.sessionSpeech(id!),
    enabled: id !== null && enabled,
    retry: false,
  });

export const useNoteVersions = (noteId: string, enabled: boolean) =>
  useQuery({
    queryKey: NOTE_KEYS.versions(noteId),
    queryFn: () => notesApi.versions(noteId),
    enabled,
  });

/** Puts the server's note in the session's cached answer (after a sign, addendum, withdrawal). */
export function useNoteSaved(encounterId: string) {
  const client = useQueryClient();
  return (note: Note) => {
    // Only a page showing the session's note saves one: its answer is cached.
    client.setQueryData<SessionNoteResponse>(NOTE_KEYS.sessionNote(encounterId), (old) =>
      old ? { ...old, note } : old,
    );
    void client.invalidateQueries({ queryKey: NOTE_KEYS.versions(note.id) });
  };
}

export function useAddAddendum(encounterId: string) {
  const saved = useNoteSaved(encounterId);
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AddendumInput }) =>
      notesApi.addAddendum(id, input),
    onSuccess: saved,
  });
}

export function useEnterInError(encounterId: string) {
  const saved = useNoteSaved(encounterId);
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: EnteredInErrorInput }) =>
      notesApi.enterInError(id, input),
    onSuccess: saved,
  });
}

/** A refused read of a session or note (absent, another clinic's, not the reader's). */
export const isNotFound = (error: unknown) => [403, 404].includes(statusOf(error) ?? 0);
