import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { Recording } from '../../../common/contracts/speech.contract';
import { speechApi } from '../../api/speech/speech.api';
import {
  selectActions,
  selectElapsedMs,
  selectLevel,
  selectMessageKey,
  selectRecordingPhase,
  selectUpload,
} from '../../machines/recording/recording.selectors';
import type { UnfinishedRecording } from '../../machines/recording/recording.types';
import { useI18n } from '../../ui/i18n/i18n-context';
import { ConsentGate } from '../../ui/speech/consent-gate';
import { RecorderPanel } from '../../ui/speech/recorder-panel';
import { provideRecording } from './recording-actors';
import { fetchSessionSpeech, SPEECH_KEYS, useRecordConsent } from './speech-queries';

/** The latest recording still taking chunks, with audio on the server: it can be finished. */
export function unfinishedOf(recordings: Recording[]): UnfinishedRecording | null {
  const latest = recordings.filter((r) => r.status === 'recording').at(-1);
  if (!latest || latest.chunks === 0) return null;
  return {
    recordingId: latest.id,
    chunks: latest.chunks,
    bytes: latest.bytes,
    durationMs: latest.durationMs,
  };
}

const shallowEqual = <T extends object>(a: T, b: T) =>
  Object.keys(a).every((key) => Object.is(a[key as keyof T], b[key as keyof T]));

/** Today in the browser's calendar, YYYY-MM-DD. */
const localToday = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

export interface RecorderConnectedProps {
  encounterId: string;
  patientId: string;
  patientName: string;
  mayRecordConsent: boolean;
  unfinished: UnfinishedRecording | null;
  onTranscribed: (recordingId: string) => void;
  /** A new recording after this one is finished (the page mounts a fresh recorder). */
  onRecordAnother: () => void;
}

/** The recording statechart of one session, on the browser's microphone and the speech API. */
export function RecorderConnected(props: RecorderConnectedProps) {
  const { encounterId } = props;
  const { locale } = useI18n();
  const client = useQueryClient();
  const [{ machine, microphone }] = useState(() =>
    provideRecording({
      api: speechApi,
      consented: async () => (await fetchSessionSpeech(client, encounterId)).consented,
      language: locale,
      onRecordingsChanged: () =>
        void client.invalidateQueries({ queryKey: SPEECH_KEYS.speech(encounterId) }),
      onTranscribed: props.onTranscribed,
    }),
  );
  const actor = useActorRef(machine, {
    input: { encounterId, unfinished: props.unfinished },
  });
  // A microphone granted but never recorded (the page left at once) is let go.
  useEffect(() => () => microphone.release(), [microphone]);

  const phase = useSelector(actor, selectRecordingPhase);
  const elapsedMs = useSelector(actor, selectElapsedMs);
  const level = useSelector(actor, selectLevel);
  const upload = useSelector(actor, selectUpload, shallowEqual);
  const actions = useSelector(actor, selectActions, shallowEqual);
  const messageKey = useSelector(actor, selectMessageKey);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const consent = useRecordConsent(props.patientId, encounterId);
  const now = () => Date.now();

  const gate =
    phase === 'consentMissing' ? (
      <ConsentGate
        patientName={props.patientName}
        mayRecordConsent={props.mayRecordConsent}
        today={localToday()}
        pending={consent.isPending}
        failure={consent.isError ? consent.error.message : null}
        onRecord={(values) =>
          consent.mutate(values, {
            onSuccess: () => actor.send({ type: 'consent.recheck' }),
          })
        }
        onRecheck={() => actor.send({ type: 'consent.recheck' })}
      />
    ) : undefined;

  return (
    <RecorderPanel
      phase={phase}
      elapsedMs={elapsedMs}
      level={level}
      upload={upload}
      messageKey={messageKey}
      failure={failure}
      actions={actions}
      gate={gate}
      onStart={() => actor.send({ type: 'record.start' })}
      onPause={() => actor.send({ type: 'record.pause', now: now() })}
      onResume={() => actor.send({ type: 'record.resume', now: now() })}
      onStop={() => actor.send({ type: 'record.stop', now: now() })}
      onFinish={() => actor.send({ type: 'record.finish' })}
      onDiscard={() => actor.send({ type: 'record.cancel' })}
      onRetry={() => actor.send({ type: 'record.retry' })}
      onRecheckConsent={() => actor.send({ type: 'consent.recheck' })}
      onRecordAnother={
        phase === 'done' || phase === 'transcriptionNotConfigured'
          ? props.onRecordAnother
          : undefined
      }
    />
  );
}
