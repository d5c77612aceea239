import '../../i18n/english/speech';
import { Alert, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { mayDo } from '../../../common/contracts/clinic.contract';
import { sessionHasBegun } from '../../../common/contracts/encounters.contract';
import type { NoteFormat } from '../../../common/contracts/notes.contract';
import type { Recording, SessionSpeechResponse } from '../../../common/contracts/speech.contract';
import { useT } from '../../ui/i18n/i18n-context';
import { RecordingsList } from '../../ui/speech/recordings-list';
import { SpeechHeader } from '../../ui/speech/speech-header';
import {
  SpeechLoadFailed,
  SpeechLoading,
  SpeechNotFound,
  SpeechNotUnderWay,
  SpeechNotYours,
} from '../../ui/speech/speech-page-states';
import { TranscriptEditor } from '../../ui/speech/transcript-editor';
import { useAuthUser, useMemberRoles } from '../session/auth-context';
import { RecorderConnected, unfinishedOf } from './recorder-connected';
import { stepFailureOf } from './recording-actors';
import {
  isNotFound,
  useCorrectTranscript,
  useRecording,
  useSessionSpeech,
  useSpeechClinic,
  useSpeechSession,
  useSessionNoteFormat,
  useTranscribeAgain,
} from './speech-queries';
import { reasonText } from '../../ui/speech/speech-reasons';

const latestTranscribed = (recordings: Recording[]) =>
  recordings.filter((r) => r.status === 'transcribed').at(-1)?.id ?? null;

/** The shown recording's transcript, loaded on its own (an audited read), corrected in place. */
function TranscriptSection(props: {
  encounterId: string;
  recordingId: string;
  editable: boolean;
  noteFormat: NoteFormat | null;
  onNavigate: (href: string) => void;
}) {
  const recording = useRecording(props.recordingId);
  const correct = useCorrectTranscript(props.encounterId);
  if (recording.isError) return <SpeechLoadFailed onRetry={() => void recording.refetch()} />;
  if (!recording.data) return <SpeechLoading what="transcript" />;
  const transcript = recording.data.transcript;
  if (!transcript) return null;
  return (
    <TranscriptEditor
      key={recording.data.id}
      encounterId={props.encounterId}
      recordingId={recording.data.id}
      transcript={transcript}
      editable={props.editable}
      noteFormat={props.noteFormat}
      pending={correct.isPending}
      saved={correct.isSuccess}
      failure={correct.isError ? stepFailureOf(correct.error).message : null}
      onSave={(text) => correct.mutate({ id: recording.data.id, text })}
      onNavigate={props.onNavigate}
    />
  );
}

/** A transcription asked for from the list that did not give a transcript: why. */
function TranscribeProblem({ problem }: { problem: string }) {
  const t = useT();
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Title>
        {reasonText(t, { step: 'transcription', status: 0, message: problem }) ??
          t('speech.recorder.failed.transcription')}
      </Alert.Title>
    </Alert.Root>
  );
}

function SpeechBody(props: {
  speech: SessionSpeechResponse;
  encounter: NonNullable<ReturnType<typeof useSpeechSession>['data']>;
  timeZone?: string;
  isClinician: boolean;
}) {
  const { speech, encounter, isClinician } = props;
  const [, navigate] = useLocation();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [recorderKey, setRecorderKey] = useState(0);
  const [unfinished] = useState(() => unfinishedOf(speech.recordings));
  const transcribe = useTranscribeAgain(encounter.id);
  const noteFormat = useSessionNoteFormat({ id: encounter.id, patientId: encounter.patient.id });
  const shownId = selectedId ?? latestTranscribed(speech.recordings);
  const problem = transcribe.isError
    ? stepFailureOf(transcribe.error).message
    : transcribe.data && transcribe.data.outcome !== 'transcribed'
      ? (transcribe.data.recording.problem ?? '')
      : null;

  const recorder = !isClinician ? (
    <SpeechNotYours clinicianName={encounter.clinician.name} />
  ) : !sessionHasBegun(encounter.status) ? (
    <SpeechNotUnderWay />
  ) : (
    <RecorderConnected
      key={`${encounter.id}:${recorderKey}`}
      encounterId={encounter.id}
      patientId={encounter.patient.id}
      patientName={encounter.patient.name}
      mayRecordConsent={speech.mayRecordConsent}
      unfinished={recorderKey === 0 ? unfinished : null}
      onTranscribed={setSelectedId}
      onRecordAnother={() => setRecorderKey((key) => key + 1)}
    />
  );

  return (
    <Stack gap="8">
      <SpeechHeader
        encounterId={encounter.id}
        patientName={encounter.patient.name}
        clinicianName={encounter.clinician.name}
        startsAt={encounter.startsAt}
        timeZone={props.timeZone}
        transcriptionConfigured={speech.transcriptionConfigured}
        noteFormat={noteFormat}
        onNavigate={navigate}
      />
      {recorder}
      <Stack gap="3">
        <RecordingsList
          recordings={speech.recordings}
          selectedId={shownId}
          timeZone={props.timeZone}
          mayTranscribe={isClinician && speech.transcriptionConfigured}
          transcribingId={transcribe.isPending ? transcribe.variables : null}
          onOpen={setSelectedId}
          onTranscribe={(id) =>
            transcribe.mutate(id, {
              onSuccess: (answer) => {
                if (answer.outcome === 'transcribed') setSelectedId(id);
              },
            })
          }
        />
        {problem !== null && <TranscribeProblem problem={problem} />}
      </Stack>
      {shownId && (
        <TranscriptSection
          encounterId={encounter.id}
          recordingId={shownId}
          editable={isClinician}
          noteFormat={noteFormat}
          onNavigate={navigate}
        />
      )}
    </Stack>
  );
}

/**
 * `speechentry?session=<encounter>`: a consented recording of the session, its transcripts and
 * the way on to a note drafted from one. Only the session's clinician records; another clinician
 * of the care team reads; the front desk and anyone else find no such session.
 */
export default function SpeechEntryPage() {
  const id = new URLSearchParams(useSearch()).get('session') || null;
  const roles = useMemberRoles();
  const userId = useAuthUser()?.id ?? null;
  const clinic = useSpeechClinic();
  const session = useSpeechSession(id);
  const speech = useSessionSpeech(id, session.isSuccess);

  if (!id) return <SpeechNotFound noId />;
  for (const query of [session, speech]) {
    if (query.isError) {
      return isNotFound(query.error) ? (
        <SpeechNotFound />
      ) : (
        <SpeechLoadFailed onRetry={() => void query.refetch()} />
      );
    }
  }
  if (!session.data || !speech.data) return <SpeechLoading />;
  const encounter = session.data;
  return (
    <SpeechBody
      speech={speech.data}
      encounter={encounter}
      timeZone={clinic.data?.timeZone}
      isClinician={encounter.clinician.id === userId && mayDo(roles, 'writeClinical')}
    />
  );
}
