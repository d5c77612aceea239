import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type {
  PatientListQuery,
  PatientListResponse,
  PatientSummary,
} from '../../../common/contracts/patients.contract';
import { UI_TIMING } from '../../config/constants';
import { patientListMachine, type PatientScope } from './patient-list.machine';

const summary = (familyName: string): PatientSummary => ({
  id: familyName,
  mrn: '000001',
  familyName,
  givenName: 'A',
  preferredName: null,
  birthDate: '1990-01-01',
  status: 'active',
  primaryClinicianId: null,
});

/** The list machine over a fake server that records each query and answers from `answer`. */
function startList(
  answer: (query: Partial<PatientListQuery>) => Promise<PatientListResponse>,
  scope?: PatientScope,
) {
  const queries: Partial<PatientListQuery>[] = [];
  const actor = createActor(
    patientListMachine.provide({
      actors: {
        fetchPage: fromPromise(({ input }) => {
          queries.push(input);
          return answer(input);
        }),
      },
    }),
    { input: { scope } },
  ).start();
  return { actor, queries };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the patient list', () => {
  it('starts ready with a first page it is given, asking the server nothing until told to', async () => {
    const queries: Partial<PatientListQuery>[] = [];
    const actor = createActor(
      patientListMachine.provide({
        actors: {
          fetchPage: fromPromise(async ({ input }) => {
            queries.push(input);
            return { patients: [summary('Lovelace')] };
          }),
        },
      }),
      { input: { scope: 'mine', firstPage: { patients: [summary('Hopper')], nextCursor: 'c1' } } },
    );
    // Ready in its very first snapshot: React's first render of the page draws the rows.
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.patients.map((p) => p.familyName)).toEqual(['Hopper']);
    actor.start();
    await flush();
    expect(queries).toEqual([]);
    actor.send({ type: 'list.more' });
    await flush();
    expect(queries).toEqual([{ clinician: 'me', cursor: 'c1' }]);
    actor.send({ type: 'list.refresh' });
    await flush();
    expect(queries).toHaveLength(2);
    expect(actor.getSnapshot().context.patients.map((p) => p.familyName)).toEqual(['Lovelace']);
  });

  it('starts ready, not loading, with an empty first page it is given (nobody to list)', () => {
    const actor = createActor(patientListMachine, { input: { firstPage: { patients: [] } } });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.patients).toEqual([]);
  });

  it("starts on the first page of what the caller's role sees by default", async () => {
    const { actor, queries } = startList(async () => ({ patients: [summary('Hopper')] }));
    await flush();
    expect(queries).toEqual([{}]);
    expect(actor.getSnapshot().context.patients.map((p) => p.familyName)).toEqual(['Hopper']);
  });

  it('asks once typing pauses, not at every key', async () => {
    const { actor, queries } = startList(async () => ({ patients: [] }));
    await flush();
    for (const q of ['h', 'ho', 'hop']) {
      actor.send({ type: 'search.typed', q });
      await vi.advanceTimersByTimeAsync(UI_TIMING.searchPauseMs - 1);
    }
    expect(queries).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queries.at(-1)).toEqual({ q: 'hop' });
    expect(queries).toHaveLength(2);
  });

  it('drops the answer of a search a newer one replaced', async () => {
    const answers: ((page: PatientListResponse) => void)[] = [];
    const { actor } = startList(() => new Promise((resolve) => answers.push(resolve)));
    answers[0]!({ patients: [] });
    await flush();
    actor.send({ type: 'filter.status', status: 'discharged' });
    actor.send({ type: 'filter.scope', scope: 'all' });
    answers[1]!({ patients: [summary('Stale')] });
    answers[2]!({ patients: [summary('Fresh')] });
    await flush();
    expect(actor.getSnapshot().context.patients.map((p) => p.familyName)).toEqual(['Fresh']);
  });

  it('appends the next page with its cursor, and stops when there is none', async () => {
    const { actor, queries } = startList(async (query) =>
      query.cursor
        ? { patients: [summary('Liskov')] }
        : { patients: [summary('Hopper')], nextCursor: 'c1' },
    );
    await flush();
    actor.send({ type: 'list.more' });
    await flush();
    expect(queries.at(-1)).toEqual({ cursor: 'c1' });
    expect(actor.getSnapshot().context.patients.map((p) => p.familyName)).toEqual([
      'Hopper',
      'Liskov',
    ]);
    actor.send({ type: 'list.more' });
    await flush();
    expect(queries).toHaveLength(2);
  });

  it('keeps the list it has when a load fails, and loads again on retry', async () => {
    let down = false;
    const { actor } = startList(async () => {
      if (down) throw new Error('offline');
      return { patients: [summary('Hopper')], nextCursor: 'c1' };
    });
    await flush();
    down = true;
    actor.send({ type: 'list.more' });
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.patients).toHaveLength(1);
    down = false;
    actor.send({ type: 'list.retry' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ failed: false });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('asks for a caseload or the whole clinic when the user chooses', async () => {
    const { actor, queries } = startList(async () => ({ patients: [] }));
    await flush();
    actor.send({ type: 'filter.scope', scope: 'mine' });
    await flush();
    actor.send({ type: 'filter.scope', scope: 'all' });
    await flush();
    expect(queries.slice(1)).toEqual([{ clinician: 'me' }, { clinician: 'any' }]);
  });
});
