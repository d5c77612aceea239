import { SPEECH_MESSAGES, type SpeechRefusal } from '../../common/contracts/speech.contract.ts';
import { HttpError } from '../http/http-error.ts';

/** A 409 the page reads by its `code` (the words are for a person reading the raw answer). */
export const refusal = (code: SpeechRefusal, message: string) =>
  new HttpError(409, message, { code });

export const REFUSALS = {
  sessionNotUnderWay: () => refusal('session-not-under-way', SPEECH_MESSAGES.sessionNotUnderWay),
  consentRequired: () => refusal('consent-required', SPEECH_MESSAGES.consentRequired),
  closed: (why: string) => refusal('recording-closed', why),
} as const;
