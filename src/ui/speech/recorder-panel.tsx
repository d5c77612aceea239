import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { MessageKey } from '../../i18n/i18n';
import type {
  RecordingPhase,
  UploadProgress,
  selectActions,
} from '../../machines/recording/recording.selectors';
import type { RecordingFailure } from '../../machines/recording/recording.types';
import { useT } from '../i18n/i18n-context';
import { LevelMeter } from './level-meter';
import { reasonText } from './speech-reasons';
import { formatElapsed } from './speech-format';

export type RecorderActions = ReturnType<typeof selectActions>;

export interface RecorderPanelProps {
  phase: RecordingPhase;
  /** Recorded time, pauses not counted. */
  elapsedMs: number;
  /** The microphone level, 0 to 1. */
  level: number;
  upload: UploadProgress;
  /** The phase's message, a key of the speech messages (the recording selectors'). */
  messageKey: string | null;
  failure: RecordingFailure | null;
  actions: RecorderActions;
  /** Shown in place of the message while consent is missing: the consent gate. */
  gate?: ReactNode;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
  onFinish: () => void;
  onDiscard: () => void;
  onRetry: () => void;
  onRecheckConsent: () => void;
  /** Offered once this recording is closed (transcribed, or kept for later): start a new one. */
  onRecordAnother?: () => void;
}

const ON_PHASES: readonly RecordingPhase[] = ['recording', 'paused'];
const TIMED_PHASES: readonly RecordingPhase[] = [
  'recording',
  'paused',
  'stopping',
  'deviceLost',
  'uploading',
  'transcribing',
  'transcriptionNotConfigured',
  'done',
];
const UPLOAD_PHASES: readonly RecordingPhase[] = [
  'recording',
  'paused',
  'stopping',
  'deviceLost',
  'uploading',
];
const PROBLEM_PHASES: readonly RecordingPhase[] = [
  'microphoneDenied',
  'noMicrophone',
  'microphoneError',
  'deviceLost',
  'failed',
];
const MICROPHONE_PROBLEMS: readonly RecordingPhase[] = [
  'microphoneDenied',
  'noMicrophone',
  'microphoneError',
];

/** "Recording is on", in red with a dot, for as long as it is (recording or paused). */
function RecordingOnIndicator({ on }: { on: boolean }) {
  const t = useT();
  return (
    <Box role="status" aria-live="polite" minH="7">
      {on && (
        <HStack gap="2" color="red.700" fontWeight="bold">
          <Box aria-hidden w="3" h="3" borderRadius="full" bg="red.600" flexShrink={0} />
          <Text>{t('speech.recorder.on')}</Text>
        </HStack>
      )}
    </Box>
  );
}

function UploadStatus({ upload }: { upload: UploadProgress }) {
  const t = useT();
  const sent = upload.acknowledgedChunks;
  const waiting = upload.pendingChunks;
  return (
    <Stack gap="1" fontSize="sm">
      <Text color="fg.muted">
        {waiting === 0
          ? t('speech.recorder.upload.allSaved', { sent })
          : t('speech.recorder.upload.progress', { sent, waiting })}
      </Text>
      {upload.retrying && (
        <Text color="orange.800">
          {t('speech.recorder.upload.retrying', { attempt: upload.attempts + 1 })}
        </Text>
      )}
    </Stack>
  );
}

/** The phase's message: a problem is announced at once, the rest waits its turn. */
function PhaseMessage(props: { phase: RecordingPhase; messageKey: string; reason: string | null }) {
  const t = useT();
  const problem = PROBLEM_PHASES.includes(props.phase);
  return (
    <Alert.Root status={problem ? 'error' : 'warning'} role={problem ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(props.messageKey as MessageKey)}</Alert.Title>
        {props.reason && <Alert.Description>{props.reason}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

/** Asks before a recording and its audio are deleted; focus goes to "Keep it". */
function DiscardConfirm(props: { onConfirm: () => void; onCancel: () => void }) {
  const t = useT();
  const titleId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <Stack
      role="group"
      aria-labelledby={titleId}
      gap="3"
      p="4"
      borderWidth="1px"
      borderColor="red.600"
      borderRadius="md"
    >
      <Text id={titleId} fontWeight="bold">
        {t('speech.recorder.confirm.title')}
      </Text>
      <Text>{t('speech.recorder.confirm.body')}</Text>
      <HStack gap="3" wrap="wrap">
        <Button ref={keep} variant="outline" onClick={props.onCancel}>
          {t('speech.recorder.confirm.keep')}
        </Button>
        <Button colorPalette="red" onClick={props.onConfirm}>
          {t('speech.recorder.confirm.discard')}
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * The recorder: whether recording is on, the phase, elapsed time and level while recording, what
 * reached the server, the phase's message with what to do, and the actions the machine offers now.
 * When an action button goes away under the keyboard's focus, the focus moves to the next one.
 */
export function RecorderPanel(props: RecorderPanelProps) {
  const { phase, actions, upload } = props;
  const t = useT();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const buttons = useRef<HTMLDivElement>(null);
  const discardButton = useRef<HTMLButtonElement>(null);
  const focusInButtons = useRef(false);
  const on = ON_PHASES.includes(phase);
  const reason = phase === 'failed' && props.failure ? reasonText(t, props.failure) : null;
  const showDiscardConfirm = confirming && actions.discard;

  useEffect(() => {
    const active = document.activeElement;
    if (!focusInButtons.current || (active && active !== document.body)) return;
    buttons.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [phase]);

  const action = (shown: boolean, label: string, onClick: () => void, primary = false) =>
    shown && (
      <Button
        variant={primary ? 'solid' : 'outline'}
        colorPalette={primary ? 'blue' : 'gray'}
        onClick={onClick}
      >
        {label}
      </Button>
    );

  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="4"
      p={{ base: '4', md: '5' }}
      borderWidth="1px"
      borderColor={on ? 'red.600' : 'border'}
      borderRadius="lg"
    >
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h2" size="lg" id={headingId}>
            {t('speech.recorder.title')}
          </Heading>
          <Text role="status" color="fg.muted">
            {t(`speech.recorder.phase.${phase}`)}
          </Text>
        </Stack>
        <RecordingOnIndicator on={on} />
      </HStack>

      {TIMED_PHASES.includes(phase) && (
        <Stack gap="0">
          <Text fontSize="sm" color="fg.muted">
            {t('speech.recorder.elapsed')}
          </Text>
          <Text fontSize="3xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {formatElapsed(props.elapsedMs)}
          </Text>
        </Stack>
      )}
      {on && <LevelMeter level={phase === 'recording' ? props.level : 0} />}
      {phase === 'paused' && <Text>{t('speech.recorder.pausedHint')}</Text>}
      {(UPLOAD_PHASES.includes(phase) ||
        (phase === 'failed' && props.failure?.step === 'upload')) &&
        upload.acknowledgedChunks + upload.pendingChunks > 0 && <UploadStatus upload={upload} />}

      {props.gate ??
        (props.messageKey && (
          <PhaseMessage phase={phase} messageKey={props.messageKey} reason={reason} />
        ))}

      {showDiscardConfirm ? (
        <DiscardConfirm
          onCancel={() => {
            setConfirming(false);
            requestAnimationFrame(() => discardButton.current?.focus());
          }}
          onConfirm={() => {
            setConfirming(false);
            focusInButtons.current = true;
            props.onDiscard();
          }}
        />
      ) : (
        <HStack
          ref={buttons}
          gap="3"
          wrap="wrap"
          onFocus={() => (focusInButtons.current = true)}
          onBlur={(event) => {
            if (event.relatedTarget) focusInButtons.current = false;
          }}
        >
          {actions.start && (
            <Button colorPalette="red" onClick={props.onStart}>
              {MICROPHONE_PROBLEMS.includes(phase)
                ? t('speech.recorder.action.retryMicrophone')
                : t('speech.recorder.action.record')}
            </Button>
          )}
          {action(actions.pause, t('speech.recorder.action.pause'), props.onPause)}
          {action(actions.resume, t('speech.recorder.action.resume'), props.onResume, true)}
          {action(actions.stop, t('speech.recorder.action.stop'), props.onStop, true)}
          {action(actions.finish, t('speech.recorder.action.finish'), props.onFinish, true)}
          {action(actions.retry, t('speech.recorder.action.retry'), props.onRetry, true)}
          {action(
            actions.recheckConsent && !props.gate,
            t('speech.recorder.action.recheckConsent'),
            props.onRecheckConsent,
          )}
          {props.onRecordAnother && (
            <Button colorPalette="red" variant="outline" onClick={props.onRecordAnother}>
              {t('speech.page.recordAnother')}
            </Button>
          )}
          {actions.discard && (
            <Button
              ref={discardButton}
              variant="outline"
              colorPalette="red"
              onClick={() => setConfirming(true)}
            >
              {t('speech.recorder.action.discard')}
            </Button>
          )}
        </HStack>
      )}
    </Stack>
  );
}
