import type { Readable } from 'node:stream';

/** One transcription request: the whole recording, its type, and who may cancel it. */
export interface TranscriptionRequest {
  audio: Buffer | Readable;
  /** The recorder's type, e.g. `audio/webm;codecs=opus`. */
  mimeType: string;
  /** ISO 639-1 (`en`, `fr`, `ro`, `zh`); a region (`en-GB`) is dropped. Absent: detected. */
  language?: string | undefined;
  signal?: AbortSignal | undefined;
}

export interface TranscriptSegment {
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
  text: string;
}

export interface TranscriptionResult {
  text: string;
  segments?: TranscriptSegment[];
  language?: string;
  durationS?: number;
}

/** A server-side speech-to-text service (CLINICAL.md decision 5). The browser never calls one. */
export interface TranscriptionProvider {
  /** Recorded with each transcript, as drafts record theirs. */
  readonly id: string;
  readonly model: string;
  /** Resolves with the transcript or rejects with a TranscriptionError. */
  transcribe(request: TranscriptionRequest): Promise<TranscriptionResult>;
}

/** Why a transcription failed, as the page tells it and as a retry policy reads it. */
export type TranscriptionFailureKind =
  /** The service refused the request (400, 404, 413, other 4xx): asking again will not help. */
  | 'rejected'
  /** 401 / 403: the key is missing or wrong. */
  | 'unauthorized'
  /** 429: busy; `retryAfterS` when the service said how long. */
  | 'rateLimited'
  /** 5xx: the service failed; later may work. */
  | 'unavailable'
  | 'timeout'
  /** No connection (refused, reset, DNS). */
  | 'unreachable'
  /** An answer that is not the expected JSON. */
  | 'malformed'
  /** The caller cancelled. */
  | 'aborted';

/** A failed transcription. Its message is ours, safe to show and log: never a key, never audio. */
export class TranscriptionError extends Error {
  readonly kind: TranscriptionFailureKind;
  /** The service's HTTP status, when it answered. */
  readonly status: number | undefined;
  readonly retryAfterS: number | undefined;

  constructor(
    kind: TranscriptionFailureKind,
    message: string,
    details: { status?: number; retryAfterS?: number } = {},
  ) {
    super(message);
    this.name = 'TranscriptionError';
    this.kind = kind;
    this.status = details.status;
    this.retryAfterS = details.retryAfterS;
  }

  /** Worth trying again later (the recording's audio is kept meanwhile). */
  get retryable(): boolean {
    return (
      this.kind === 'rateLimited' ||
      this.kind === 'unavailable' ||
      this.kind === 'timeout' ||
      this.kind === 'unreachable'
    );
  }
}

/** Whether transcription is available: a provider, or `notConfigured` (the audio is kept). */
export type TranscriptionSetup =
  { status: 'configured'; provider: TranscriptionProvider } | { status: 'notConfigured' };
