import type { Readable } from 'node:stream';
import { MAX_CHUNK_SEQ, missingChunkSeqs } from '../../../common/contracts/speech.contract.ts';

/**
 * Where recordings' audio is kept, chunk by chunk as the browser uploads it (CLINICAL.md
 * decision 5): the data directory by default. An S3-compatible bucket (so several server
 * instances share the audio) implements the same interface; it is not written yet.
 */
export interface AudioStore {
  /** Stores one chunk; storing the same `seq` again replaces it (an upload retried is harmless). */
  putChunk(tenantId: string, recordingId: string, seq: number, bytes: Uint8Array): Promise<void>;
  /** The chunks held, by `seq`, with their sizes: the route checks they run 0…n-1 without a gap. */
  list(tenantId: string, recordingId: string): Promise<AudioChunkInfo[]>;
  /** The chunks one after another in `seq` order: the whole recording, as a stream. */
  assemble(tenantId: string, recordingId: string): Promise<Readable>;
  /** Removes the recording's audio; nothing of it is left. Deleting what is not there is fine. */
  delete(tenantId: string, recordingId: string): Promise<void>;
  /** Bytes still free where the audio is written; null where the store cannot tell (a bucket). */
  freeBytes(): Promise<number | null>;
}

export interface AudioChunkInfo {
  seq: number;
  bytes: number;
}

/** A store refusal (an id that could name another path): the route answers 400. */
export class AudioStoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AudioStoreError';
  }
}

/** Ids become path segments: letters, digits, `-` and `_` only (UUIDs pass; `..`, `/`, `\` cannot). */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function checkId(what: 'tenant' | 'recording', id: string): string {
  if (!ID.test(id)) throw new AudioStoreError(`The ${what} id is not a valid identifier.`);
  return id;
}

export function checkSeq(seq: number): number {
  if (!Number.isSafeInteger(seq) || seq < 0 || seq > MAX_CHUNK_SEQ) {
    throw new AudioStoreError(
      `The chunk number must be a whole number from 0 to ${MAX_CHUNK_SEQ}.`,
    );
  }
  return seq;
}

/** The sequence numbers missing from 0…count-1 (what a finish must not paper over). */
export function missingChunks(chunks: AudioChunkInfo[], count: number): number[] {
  return missingChunkSeqs(
    chunks.map((chunk) => chunk.seq),
    count,
  );
}
