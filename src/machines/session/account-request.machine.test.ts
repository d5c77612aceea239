import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountRequestMachine } from './account-request.machine';
import type { StatusMeanings } from './auth.rules';

function startRequest(call: (input: unknown) => Promise<unknown>, meanings?: StatusMeanings) {
  const calls: unknown[] = [];
  const done: unknown[] = [];
  const actor = createActor(
    accountRequestMachine.provide({
      actors: {
        call: fromPromise(({ input }) => {
          calls.push(input);
          return call(input);
        }),
      },
    }),
    { input: { meanings } },
  ).start();
  actor.on('done', ({ output }) => done.push(output));
  return { actor, calls, done };
}

const failure = (status: number, body?: unknown) => Object.assign(new Error('x'), { status, body });

describe('an account call started by a form', () => {
  it('is pending until the server answers, then done with its output announced once', async () => {
    let answer: (value: string) => void = () => {};
    const { actor, done } = startRequest(() => new Promise((resolve) => (answer = resolve)));
    actor.send({ type: 'submit', input: { name: 'Ada' } });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    answer('saved');
    await waitFor(actor, (s) => s.matches('done'));
    expect(done).toEqual(['saved']);
  });

  it('sends a double submit once', async () => {
    const { actor, calls } = startRequest(() => new Promise(() => {}));
    actor.send({ type: 'submit', input: 1 });
    actor.send({ type: 'submit', input: 2 });
    expect(calls).toEqual([1]);
  });

  it('names a 400 as the form says, and keeps the 429 wait the server asked for', async () => {
    const wrongPassword = startRequest(() => Promise.reject(failure(400)), {
      badRequest: 'invalid-current-password',
    });
    wrongPassword.actor.send({ type: 'submit', input: {} });
    await waitFor(wrongPassword.actor, (s) => s.matches('failed'));
    expect(wrongPassword.actor.getSnapshot().context.errorCode).toBe('invalid-current-password');

    const slowed = startRequest(() =>
      Promise.reject(
        failure(429, { message: 'slow', code: 'too-many-attempts', retryAfterSeconds: 60 }),
      ),
    );
    slowed.actor.send({ type: 'submit', input: {} });
    await waitFor(slowed.actor, (s) => s.matches('failed'));
    expect(slowed.actor.getSnapshot().context).toMatchObject({
      errorCode: 'too-many-attempts',
      retryAfterS: 60,
    });
  });

  it('clears the last error when the form tries again, and can then succeed', async () => {
    let attempt = 0;
    const { actor, done } = startRequest(() =>
      ++attempt === 1 ? Promise.reject(failure(0)) : Promise.resolve('ok'),
    );
    actor.send({ type: 'submit', input: {} });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.errorCode).toBe('network');
    actor.send({ type: 'submit', input: {} });
    expect(actor.getSnapshot().context.errorCode).toBeNull();
    await waitFor(actor, (s) => s.matches('done'));
    expect(done).toEqual(['ok']);
  });
});
