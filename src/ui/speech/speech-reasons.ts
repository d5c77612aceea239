import {
  AUDIO_LIMITS,
  SPEECH_REFUSALS,
  transcriptionProblem,
} from '../../../common/contracts/speech.contract';
import type { MessageKey, Translate } from '../../i18n/i18n';
import type { RecordingFailure } from '../../machines/recording/recording.types';

const CODES: readonly string[] = [
  ...SPEECH_REFUSALS,
  ...AUDIO_LIMITS,
  ...transcriptionProblem.options,
];

/**
 * Why a step failed, in words: a refusal or transcription problem code has its own message, no
 * answer at all says to check the connection, any other server text is shown as details.
 */
function failureReasonKey(failure: RecordingFailure): { key: MessageKey; message?: string } | null {
  if (CODES.includes(failure.message)) {
    return { key: `speech.reason.${failure.message}` as MessageKey };
  }
  if (failure.status === 0 && !failure.message) return { key: 'speech.reason.network' };
  if (failure.message) return { key: 'speech.reason.detail', message: failure.message };
  return null;
}

/** A failure's reason in words, or null when there is nothing to add. */
export function reasonText(t: Translate, failure: RecordingFailure): string | null {
  const reason = failureReasonKey(failure);
  return reason ? t(reason.key, reason.message ? { message: reason.message } : undefined) : null;
}
