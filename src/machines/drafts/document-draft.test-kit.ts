import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { documentDraftMachine } from './document-draft.machine';
import { selectDraftState } from './document-draft.selectors';
import type {
  DraftFailure,
  DraftInput,
  DraftSaved,
  LocalCopyInput,
  SaveInput,
  SignInput,
} from './document-draft.types';

/** The draft statechart under test: effects recorded, answers chosen by the test. */

export const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
export const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);
export const failure = (status: number, message = 'No', theirs: DraftFailure['theirs'] = null) =>
  ({ status, message, theirs }) satisfies DraftFailure;

type Answer<I> = (input: I) => Promise<DraftSaved>;

export function start(
  world: { save?: Answer<SaveInput>; sign?: Answer<SignInput> } = {},
  input: Partial<DraftInput> = {},
) {
  const saves: SaveInput[] = [];
  const signs: SignInput[] = [];
  const kept: LocalCopyInput[] = [];
  const cleared = vi.fn();
  let version = input.version ?? 1;
  const defaultSave: Answer<SaveInput> = async (args) => ({
    id: args.id ?? 'n1',
    version: (version += 1),
    savedAt: new Date().toISOString(),
    content: args.content,
    status: 'draft',
  });
  const machine = documentDraftMachine.provide({
    actors: {
      saveDraft: fromPromise(({ input: args }) => {
        saves.push(args);
        return (world.save ?? defaultSave)(args);
      }),
      signDraft: fromPromise(({ input: args }) => {
        signs.push(args);
        return (
          world.sign?.(args) ??
          Promise.resolve({
            id: args.id,
            version: args.version + 1,
            savedAt: new Date().toISOString(),
            content: 'signed text',
            status: 'signed',
          } satisfies DraftSaved)
        );
      }),
      keepLocally: fromPromise(async ({ input: copy }) => void kept.push(copy)),
      clearLocalCopy: fromPromise<void, void>(async () => void cleared()),
    },
  });
  const actor = createActor(machine, {
    input: { id: 'n1', version: 1, content: '', status: 'draft', ...input },
  }).start();
  const state = () => selectDraftState(actor.getSnapshot());
  const type = (content: string) => actor.send({ type: 'draft.change', content });
  return { actor, saves, signs, kept, cleared, state, type };
}
