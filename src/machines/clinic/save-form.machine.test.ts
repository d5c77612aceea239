import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { saveFailureOf, saveFormMachine } from './save-form.machine';

const refusal = (status: number, message?: string) =>
  Object.assign(new Error('refused'), { status, body: message ? { message } : null });

function start(save: (input: unknown) => Promise<unknown>) {
  const actor = createActor(
    saveFormMachine.provide({ actors: { save: fromPromise(({ input }) => save(input)) } }),
  );
  const saved: unknown[] = [];
  actor.on('saved', ({ output }) => saved.push(output));
  actor.start();
  return { actor, saved };
}

describe('the save form machine', () => {
  it('saves once, announces the answer and keeps it', async () => {
    const calls: unknown[] = [];
    const { actor, saved } = start(async (input) => {
      calls.push(input);
      return { ok: input };
    });
    actor.send({ type: 'submit', input: 'a' });
    // A second submit while saving is not sent.
    actor.send({ type: 'submit', input: 'b' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(calls).toEqual(['a']);
    expect(saved).toEqual([{ ok: 'a' }]);
    expect(actor.getSnapshot().context.saved).toEqual({ ok: 'a' });
  });

  it('keeps the server’s words for a conflict and lets the form try again', async () => {
    let attempt = 0;
    const { actor } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw refusal(409, 'The clinic needs an active owner');
      return 'done';
    });
    actor.send({ type: 'submit', input: {} });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'conflict',
      detail: 'The clinic needs an active owner',
    });
    actor.send({ type: 'submit', input: {} });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches('saved'));
  });

  it('keeps the server’s words for a limit reached (429), which say how long to wait', () => {
    const wait = 'Too many invitation e-mails to this address. Try again in 3540 seconds.';
    expect(saveFailureOf(refusal(429, wait))).toEqual({ kind: 'tooMany', detail: wait });
  });

  it('forgets a failure on reset', async () => {
    const { actor } = start(() => Promise.reject(refusal(403)));
    actor.send({ type: 'submit', input: {} });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('names each kind of refusal', () => {
    expect(saveFailureOf(refusal(403))).toEqual({ kind: 'forbidden' });
    expect(saveFailureOf(refusal(400, 'Unknown time zone'))).toEqual({
      kind: 'invalid',
      detail: 'Unknown time zone',
    });
    expect(saveFailureOf(refusal(404))).toEqual({ kind: 'notFound' });
    expect(saveFailureOf(refusal(0))).toEqual({ kind: 'network' });
    expect(saveFailureOf(refusal(500))).toEqual({ kind: 'failed' });
    expect(saveFailureOf(new Error('no status'))).toEqual({ kind: 'failed' });
  });
});
