import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { DocumentStatus } from '../../../common/contracts/documents.contract';
import { SESSION } from '../../../common/constants/session-timing';
import { ApiError } from '../../api/http/api-error';
import { documentDraftMachine } from '../../machines/drafts/document-draft.machine';
import {
  selectDraftState,
  selectHasPending,
  selectIsBusy,
  type DraftStateName,
} from '../../machines/drafts/document-draft.selectors';
import type { DraftFailure, SignFailure } from '../../machines/drafts/document-draft.types';
import { pendingDrafts } from '../../platform/drafts/pending-drafts';
import { useAuthUser } from '../session/auth-context';
import { deviceCopyOf } from './device-copy';

export interface DraftSaveResult<C> {
  id: string;
  version: number;
  savedAt: string;
  content: C;
  status: DocumentStatus;
}

export interface UseDocumentDraftOptions<C> {
  /** e.g. `note:${encounterId}`: the device copy's key and the draft's identity. */
  draftKey: string;
  initial: {
    id: string | null;
    version: number | null;
    content: C;
    status: DocumentStatus;
    savedAt: string | null;
  };
  /** Rejects with ApiError; a 412's body is `{ message, current }`. */
  save: (args: {
    id: string | null;
    version: number | null;
    content: C;
  }) => Promise<DraftSaveResult<C>>;
  sign: (args: { id: string; version: number }) => Promise<DraftSaveResult<C>>;
  /** Reads a 412 body's current record as { version, content }, or null. */
  conflictOf: (body: unknown) => { version: number; content: C } | null;
  /**
   * Reads a device copy in today's shape: one kept by an older release may hold content of an
   * earlier shape (e.g. an intake's single exam choices). As kept when absent.
   */
  readDeviceCopy?: (content: unknown) => C;
}

export interface DocumentDraft<C> {
  content: C;
  id: string | null;
  version: number | null;
  savedAt: string | null;
  state: DraftStateName;
  conflict: { mine: C; theirs: C } | null;
  /** A failed save's reason (a refused sign is `signFailure`, not this). */
  error: string | null;
  /** Why the last sign attempt did not sign, or null. */
  signFailure: SignFailure | null;
  restoredFromDevice: boolean;
  change(content: C): void;
  blur(): void;
  /** Saves now; settles when the save (or the device copy) is done, within the flush limit. */
  flush(): Promise<void>;
  sign(): void;
  keepMine(): void;
  takeTheirs(): void;
}

type DraftActor = ActorRefFrom<typeof documentDraftMachine>;

/** Sends a flush and waits, bounded by SESSION.draftFlushLimitMs, until nothing is in flight. */
async function flushDraft(actor: DraftActor): Promise<void> {
  actor.send({ type: 'draft.flush' });
  await waitFor(actor, (snapshot) => !selectIsBusy(snapshot), {
    timeout: SESSION.draftFlushLimitMs,
  }).catch(() => {});
}

/** An ApiError as the statechart reads failures (a 412 with the server's current record). */
function failureOf<C>(error: unknown, conflictOf: UseDocumentDraftOptions<C>['conflictOf']) {
  if (!(error instanceof ApiError)) {
    return { status: 0, message: error instanceof Error ? error.message : '', theirs: null };
  }
  const failure: DraftFailure = {
    status: error.status,
    message: error.message,
    theirs: error.status === 412 ? conflictOf(error.body) : null,
  };
  return failure;
}

/**
 * One note's or intake's draft that never loses a word (CLINICAL.md decision 2): the draft
 * statechart with its effects, the encrypted device copy of the signed-in user, the session
 * end's flush (pendingDrafts), and the browser's online / pagehide / hidden signals.
 */
export function useDocumentDraft<C>(options: UseDocumentDraftOptions<C>): DocumentDraft<C> {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const userId = useAuthUser()?.id ?? null;
  const { draftKey } = options;
  const device = useMemo(() => deviceCopyOf(userId, draftKey), [userId, draftKey]);
  const deviceRef = useRef(device);
  useEffect(() => {
    deviceRef.current = device;
  }, [device]);

  const logic = useMemo(
    () =>
      documentDraftMachine.provide({
        actors: {
          saveDraft: fromPromise(async ({ input }) => {
            const { save, conflictOf } = latest.current;
            try {
              return await save({ ...input, content: input.content as C });
            } catch (error) {
              throw failureOf(error, conflictOf);
            }
          }),
          signDraft: fromPromise(async ({ input }) => {
            try {
              return await latest.current.sign(input);
            } catch (error) {
              throw failureOf(error, latest.current.conflictOf);
            }
          }),
          keepLocally: fromPromise(({ input }) => deviceRef.current.keep(input)),
          clearLocalCopy: fromPromise(() => deviceRef.current.clear()),
        },
      }),
    [],
  );
  const actor = useActorRef(logic, { input: options.initial });

  const [restoredFromDevice, setRestored] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const { initial, readDeviceCopy } = latest.current;
    if (initial.status !== 'draft') return;
    void device.restore({ content: initial.content }, readDeviceCopy).then((copy) => {
      if (cancelled || !copy) return;
      actor.send({ type: 'draft.restore', ...copy });
      const after = selectDraftState(actor.getSnapshot());
      if (after === 'dirty' || after === 'conflict') setRestored(true);
    });
    return () => {
      cancelled = true;
    };
  }, [actor, device]);

  useEffect(
    () =>
      pendingDrafts.register({
        hasPending: () => selectHasPending(actor.getSnapshot()),
        flush: () => flushDraft(actor),
      }),
    [actor],
  );

  useEffect(() => {
    const online = () => actor.send({ type: 'draft.online' });
    const pagehide = () => actor.send({ type: 'draft.pagehide' });
    const visibility = () => {
      if (document.visibilityState === 'hidden') pagehide();
    };
    window.addEventListener('online', online);
    window.addEventListener('pagehide', pagehide);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('pagehide', pagehide);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [actor]);

  const state = useSelector(actor, selectDraftState);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const commands = useMemo(
    () => ({
      change: (content: C) => actor.send({ type: 'draft.change', content }),
      blur: () => actor.send({ type: 'draft.blur' }),
      flush: () => flushDraft(actor),
      sign: () => actor.send({ type: 'draft.sign' }),
      keepMine: () => actor.send({ type: 'conflict.keepMine' }),
      takeTheirs: () => actor.send({ type: 'conflict.takeTheirs' }),
    }),
    [actor],
  );

  return {
    content: context.content as C,
    id: context.id,
    version: context.version,
    savedAt: context.savedAt,
    state,
    conflict:
      state === 'conflict' && context.theirs
        ? { mine: context.content as C, theirs: context.theirs.content as C }
        : null,
    error: context.error,
    signFailure: context.signFailure,
    restoredFromDevice,
    ...commands,
  };
}
