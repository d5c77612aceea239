import type { DocumentStatus } from '../../../common/contracts/documents.contract';

/**
 * The draft statechart's data. Content is opaque here (`unknown`): a note's sections, an
 * intake's answers; the hook that runs the machine gives it its type.
 */

/** The server's current record, as a 412 answer carries it. */
export interface TheirVersion {
  version: number;
  content: unknown;
}

/** What a save or sign attempt rejects with (the provided actor turns an ApiError into this). */
export interface DraftFailure {
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  message: string;
  /** On a 412: the record as the server holds it now; null when the body names none. */
  theirs: TheirVersion | null;
}

/** What a successful save or sign answers. */
export interface DraftSaved {
  id: string;
  version: number;
  savedAt: string;
  content: unknown;
  status: DocumentStatus;
}

export interface DraftInput {
  /** Null until the first save creates the record. */
  id: string | null;
  version: number | null;
  content: unknown;
  status: DocumentStatus;
  savedAt?: string | null;
}

export interface DraftContext {
  id: string | null;
  version: number | null;
  status: DocumentStatus;
  /** What the editor shows: the author's latest text. */
  content: unknown;
  savedAt: string | null;
  /** Counts edits; `savedRevision` is the last one the server stored, `sendingRevision` the one in flight. */
  revision: number;
  savedRevision: number;
  sendingRevision: number;
  /** A sign was asked for while there were changes: it follows the save. */
  signAfterSave: boolean;
  /** In conflict: the server's version (the author's text is `content`). */
  theirs: TheirVersion | null;
  /** The last failure's message, shown until the next successful save. */
  error: string | null;
  /** Why the last sign attempt left the document unsigned; cleared when signing is asked again. */
  signFailure: SignFailure | null;
}

/**
 * A sign attempt that did not sign: `connection` when no answer came (no network, a server
 * fault, a lost session), so trying again may work; `refused` when the server answered no and
 * said why (an empty note, an unanswered safety alert), so only a change to the document will.
 */
export type SignFailure = { kind: 'connection' } | { kind: 'refused'; message: string };

export type DraftEvent =
  | { type: 'draft.change'; content: unknown }
  | { type: 'draft.blur' }
  | { type: 'draft.pagehide' }
  | { type: 'draft.flush' }
  | { type: 'draft.online' }
  | { type: 'draft.sign' }
  /** A copy kept on this device, newer than the server's, read back at mount. */
  | { type: 'draft.restore'; content: unknown; baseVersion: number | null }
  | { type: 'conflict.keepMine' }
  | { type: 'conflict.takeTheirs' };

/** The input of the save actor. */
export interface SaveInput {
  id: string | null;
  version: number | null;
  content: unknown;
}

/** The input of the sign actor. */
export interface SignInput {
  id: string;
  version: number;
}

/** The input of the local-copy actors: what to keep and which server version it edits. */
export interface LocalCopyInput {
  content: unknown;
  baseVersion: number | null;
}

/** Reads any rejection as a DraftFailure (a provided actor may reject with anything). */
export function failureOf(error: unknown): DraftFailure {
  const record = (typeof error === 'object' && error !== null ? error : {}) as Record<
    string,
    unknown
  >;
  const status = typeof record.status === 'number' ? record.status : 0;
  const message = typeof record.message === 'string' ? record.message : '';
  const theirs = record.theirs as TheirVersion | null | undefined;
  return { status, message, theirs: theirs ?? null };
}

/** No answer, a server fault or a lost session: keep the text on this device and try again. */
export const isOfflineFailure = (failure: DraftFailure) =>
  failure.status === 0 || failure.status === 401 || failure.status >= 500;

/** How a rejected sign (or the save a sign waited for) reads to the author. */
export const signFailureOf = (failure: DraftFailure): SignFailure =>
  isOfflineFailure(failure)
    ? { kind: 'connection' }
    : { kind: 'refused', message: failure.message };

/** A stale version whose current record the server sent back. */
export const isConflictFailure = (failure: DraftFailure) =>
  failure.status === 412 && failure.theirs !== null;
