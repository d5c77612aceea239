import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  patientDetailsOf,
  type Patient,
  type PatientUpdate,
} from '../../../common/contracts/patients.contract';
import { patientEditMachine } from './patient-edit.machine';

const patient: Patient = {
  id: 'p1',
  mrn: '000001',
  familyName: 'Lovelace',
  givenName: 'Ada',
  ...patientDetailsOf({}),
  birthDate: '1985-12-10',
  status: 'active',
  primaryClinicianId: 'c1',
  flags: [],
  careTeam: ['c1'],
};

function start(answer: (update: PatientUpdate) => Promise<Patient>) {
  const calls: PatientUpdate[] = [];
  const announced = vi.fn();
  const actor = createActor(
    patientEditMachine.provide({
      actors: {
        updatePatient: fromPromise(({ input }) => {
          calls.push(input.update);
          return answer(input.update);
        }),
      },
      actions: { announceSaved: announced },
    }),
    { input: { patient } },
  ).start();
  return { actor, calls, announced };
}

describe('editing a patient', () => {
  it('saves a change once however often it is submitted, then says it is saved', async () => {
    let finish: (saved: Patient) => void = () => {};
    const { actor, calls, announced } = start(() => new Promise((resolve) => (finish = resolve)));
    actor.send({ type: 'save', update: { givenName: 'Augusta' } });
    actor.send({ type: 'save', update: { givenName: 'Augusta' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    finish({ ...patient, givenName: 'Augusta' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(calls).toEqual([{ givenName: 'Augusta' }]);
    expect(actor.getSnapshot().context.patient.givenName).toBe('Augusta');
    expect(announced).toHaveBeenCalledTimes(1);
  });

  it('asks before a discharge and saves it only once confirmed', async () => {
    const { actor, calls } = start(async (update) => ({ ...patient, ...update }) as Patient);
    actor.send({ type: 'save', update: { status: 'discharged' } });
    expect(actor.getSnapshot().matches('confirmingDischarge')).toBe(true);
    expect(calls).toEqual([]);
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(calls).toEqual([{ status: 'discharged' }]);
    expect(actor.getSnapshot().context.patient.status).toBe('discharged');
  });

  it('drops a discharge the user cancels and stays editing', () => {
    const { actor, calls } = start(async () => patient);
    actor.send({ type: 'save', update: { status: 'discharged' } });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(calls).toEqual([]);
  });

  it('explains a refusal by role and keeps the change for another try', async () => {
    const { actor } = start(() => Promise.reject(Object.assign(new Error('no'), { status: 403 })));
    actor.send({ type: 'save', update: { phone: '0700' } });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'forbidden' });
    expect(actor.getSnapshot().context.pending).toEqual({ phone: '0700' });
  });

  it('saves again from a failure and clears the failure', async () => {
    let fail = true;
    const { actor } = start(async (update) => {
      if (fail) throw Object.assign(new Error('down'), { status: 503 });
      return { ...patient, ...update } as Patient;
    });
    actor.send({ type: 'save', update: { phone: '0700' } });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'failed' });
    fail = false;
    actor.send({ type: 'save', update: { phone: '0700' } });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
