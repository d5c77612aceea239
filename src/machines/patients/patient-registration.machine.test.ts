import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type {
  DuplicateMatch,
  Patient,
  PatientInput,
  PatientRegistration,
} from '../../../common/contracts/patients.contract';
import { patientRegistrationMachine, registerFailureOf } from './patient-registration.machine';
import { registrationStepOf } from './patient-registration.selectors';

const input: PatientInput = { givenName: 'Ada', familyName: 'L', birthDate: '1985-12-10' };
const match: DuplicateMatch = {
  id: 'p0',
  mrn: '000001',
  givenName: 'Ada',
  familyName: 'L',
  birthDate: '1985-12-10',
};
const conflict = () =>
  Promise.reject(
    Object.assign(new Error('409'), {
      status: 409,
      body: { message: 'maybe registered', matches: [match] },
    }),
  );

function start(answer: (sent: PatientRegistration) => Promise<Patient>) {
  const calls: PatientRegistration[] = [];
  const announced = vi.fn();
  const actor = createActor(
    patientRegistrationMachine.provide({
      actors: {
        registerPatient: fromPromise(({ input: sent }) => {
          calls.push(sent);
          return answer(sent);
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
    await waitFor(actor, (s) => s.matches('registered'));
    expect(announced).toHaveBeenCalledTimes(1);
  });

  it('shows the likely matches instead of saving, and registers anyway only after a second yes', async () => {
    const { actor, calls, announced } = start((sent) =>
      sent.confirmNotDuplicate ? Promise.resolve({ id: 'p2' } as Patient) : conflict(),
    );
    actor.send({ type: 'register', input });
    await waitFor(actor, (s) => s.matches('matchesFound'));
    expect(actor.getSnapshot().context.matches).toEqual([match]);
    expect(registrationStepOf(actor.getSnapshot())).toBe('matches');

    actor.send({ type: 'duplicates.registerAnyway' });
    expect(registrationStepOf(actor.getSnapshot())).toBe('confirming');
    expect(calls).toHaveLength(1);

    actor.send({ type: 'duplicates.confirm' });
    await waitFor(actor, (s) => s.matches('registered'));
    expect(calls[1]).toEqual({ ...input, confirmNotDuplicate: true });
    expect(announced).toHaveBeenCalledTimes(1);
  });

  it('goes back from the confirmation to the matches without sending anything', async () => {
    const { actor, calls } = start(conflict);
    actor.send({ type: 'register', input });
    await waitFor(actor, (s) => s.matches('matchesFound'));
    actor.send({ type: 'duplicates.registerAnyway' });
    actor.send({ type: 'duplicates.back' });
    expect(registrationStepOf(actor.getSnapshot())).toBe('matches');
    expect(calls).toHaveLength(1);
  });

  it('checks changed details again when the form is sent from the matches', async () => {
    const { actor, calls } = start(conflict);
    actor.send({ type: 'register', input });
    await waitFor(actor, (s) => s.matches('matchesFound'));
    actor.send({ type: 'register', input: { ...input, birthDate: '1986-01-01' } });
    expect(calls[1]).toEqual({ ...input, birthDate: '1986-01-01' });
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
