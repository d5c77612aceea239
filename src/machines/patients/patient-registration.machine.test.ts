import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Patient, PatientInput } from '../../../common/contracts/patients.contract';
import { patientRegistrationMachine, registerFailureOf } from './patient-registration.machine';

const input: PatientInput = { givenName: 'Ada', familyName: 'L', birthDate: '1985-12-10' };

function start(answer: () => Promise<Patient>) {
  const calls: PatientInput[] = [];
  const announced = vi.fn();
  const actor = createActor(
    patientRegistrationMachine.provide({
      actors: {
        registerPatient: fromPromise(({ input }) => {
          calls.push(input);
          return answer();
        }),
      },
      actions: { announceRegistered: announced },
    }),
  ).start();
  return { actor, calls, announced };
}

describe('registering a patient', () => {
  it('sends a double submit once and announces the registered patient', async () => {
    let finish: (patient: Patient) => void = () => {};
    const { actor, calls, announced } = start(() => new Promise((resolve) => (finish = resolve)));
    actor.send({ type: 'register', input });
    actor.send({ type: 'register', input });
    expect(calls).toHaveLength(1);
    finish({ id: 'p1', mrn: '000001' } as Patient);
    await waitFor(actor, (s) => s.context.registered !== null);
    expect(announced).toHaveBeenCalledTimes(1);
  });

  it('keeps the reason of a refusal for the form', async () => {
    const { actor } = start(() =>
      Promise.reject(Object.assign(new Error('x'), { status: 400, body: { message: 'Bad date' } })),
    );
    actor.send({ type: 'register', input });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'invalid', detail: 'Bad date' });
  });

  it.each([
    [{ status: 403 }, { kind: 'forbidden' }],
    [{ status: 0 }, { kind: 'failed' }],
    [new Error('boom'), { kind: 'failed' }],
  ])('names %o as %o', (error, failure) => {
    expect(registerFailureOf(error)).toEqual(failure);
  });
});
