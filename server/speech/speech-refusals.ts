import type { SpeechRefusal } from '../../common/contracts/speech.contract.ts';
import { HttpError } from '../http/http-error.ts';

/** A 409 the page reads by its `code` (the words are for a person reading the raw answer). */
export const refusal = (code: SpeechRefusal, message: string) =>
  new HttpError(409, message, { code });

export const REFUSALS = {
  sessionNotUnderWay: () =>
    refusal(
      'session-not-under-way',
      'A session is recorded once the patient has arrived, while it runs or once it is finished.',
    ),
  consentRequired: () =>
    refusal(
      'consent-required',
      'The patient’s recording & AI consent is not on file: record it before recording.',
    ),
  closed: (why: string) => refusal('recording-closed', why),
  audioGone: () =>
    refusal('audio-gone', 'This recording’s audio was deleted: it cannot be transcribed again.'),
} as const;

/** The most missing chunk numbers a 409 names (a wild `seq` must not make a huge answer). */
export const MISSING_LISTED = 1_000;
