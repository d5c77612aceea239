import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { noteOfSession, type NoteFormat } from '../../../common/contracts/notes.contract';
import type { Recording, SessionSpeechResponse } from '../../../common/contracts/speech.contract';
import { speechApi, type RecordingConsentInput } from '../../api/speech/speech.api';
import { statusOf } from '../../machines/session/auth.rules';

/** The query keys of the speech feature. */
export const SPEECH_KEYS = {
  clinic: ['clinic', 'profile'] as const,
  session: (id: string) => ['speech', 'session', id] as const,
  speech: (id: string) => ['speech', 'session-speech', id] as const,
  recording: (id: string) => ['speech', 'recording', id] as const,
  patientNotes: (patientId: string) => ['speech', 'patient-notes', patientId] as const,
};

/**
 * The format of the session's live note (null when none is started, or while unknown), so the
 * AI note links open the note's own form (issue 30).
 */
export function useSessionNoteFormat(session: {
  id: string;
  patientId: string;
}): NoteFormat | null {
  const notes = useQuery({
    queryKey: SPEECH_KEYS.patientNotes(session.patientId),
    queryFn: () => speechApi.patientNotes(session.patientId),
  });
  return noteOfSession(notes.data ?? [], session.id)?.format ?? null;
}

export const useSpeechClinic = () =>
  useQuery({ queryKey: SPEECH_KEYS.clinic, queryFn: speechApi.clinic });

export const useSpeechSession = (id: string | null) =>
  useQuery({
    queryKey: SPEECH_KEYS.session(id ?? ''),
    queryFn: () => speechApi.session(id!),
    enabled: id !== null,
  });

export const useSessionSpeech = (id: string | null, enabled: boolean) =>
  useQuery({
    queryKey: SPEECH_KEYS.speech(id ?? ''),
    queryFn: () => speechApi.sessionSpeech(id!),
    enabled: id !== null && enabled,
  });

/** The session's speech answer read afresh (the recorder's consent check), also updating the page. */
export const fetchSessionSpeech = (
  client: QueryClient,
  id: string,
): Promise<SessionSpeechResponse> =>
  client.fetchQuery({
    queryKey: SPEECH_KEYS.speech(id),
    queryFn: () => speechApi.sessionSpeech(id),
    staleTime: 0,
  });

/** One recording with its transcript (an audited read). */
export const useRecording = (id: string | null) =>
  useQuery({
    queryKey: SPEECH_KEYS.recording(id ?? ''),
    queryFn: () => speechApi.get(id!),
    enabled: id !== null,
    // A correction being typed must not be replaced by a refetch.
    refetchOnWindowFocus: false,
  });

export function useRecordConsent(patientId: string, encounterId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordingConsentInput) => speechApi.recordConsent(patientId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: SPEECH_KEYS.speech(encounterId) }),
  });
}

/** Puts the server's recording in the cache (after a correction or a transcription). */
function useRecordingSaved(encounterId: string) {
  const client = useQueryClient();
  return (recording: Recording) => {
    client.setQueryData(SPEECH_KEYS.recording(recording.id), recording);
    void client.invalidateQueries({ queryKey: SPEECH_KEYS.speech(encounterId) });
  };
}

export function useCorrectTranscript(encounterId: string) {
  const saved = useRecordingSaved(encounterId);
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      speechApi.correctTranscript(id, text),
    onSuccess: saved,
  });
}

export function useTranscribeAgain(encounterId: string) {
  const saved = useRecordingSaved(encounterId);
  return useMutation({
    mutationFn: (id: string) => speechApi.transcribe(id),
    onSuccess: (answer) => saved(answer.recording),
  });
}

/** A refused read of a session or its recordings (absent, another clinic's, not the reader's). */
export const isNotFound = (error: unknown) => [403, 404].includes(statusOf(error) ?? 0);
