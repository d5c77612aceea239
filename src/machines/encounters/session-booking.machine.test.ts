import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import { checkBooking, newBookingValues } from '../../ui/encounters/booking-check';
import {
  sessionBookingMachine,
  type BookingRequest,
  type SessionBookingInput,
} from './session-booking.machine';

const BUCHAREST = 'Europe/Bucharest';
const input: SessionBookingInput = {
  patientId: 'p1',
  timeZone: BUCHAREST,
  values: newBookingValues({ clinicianId: 'c1', date: '2026-03-29', time: '09:00', minutes: 50 }),
};

const booked = { id: 'e1', status: 'planned' } as Encounter;
const conflictError = () =>
  Object.assign(new Error('taken'), {
    status: 409,
    body: {
      message: 'The clinician already has a session then',
      conflict: {
        id: 'e0',
        startsAt: '2026-03-29T06:00:00Z',
        endsAt: '2026-03-29T06:50:00Z',
        patient: { id: 'p0', name: 'Grace Hopper', mrn: '000002' },
      },
    },
  });

function start(answers: Array<() => Promise<Encounter>>, machineInput = input) {
  const sent: BookingRequest[] = [];
  const announced = vi.fn();
  const actor = createActor(
    sessionBookingMachine.provide({
      actors: {
        checkBooking: fromPromise(async ({ input: check }) => checkBooking(check)),
        saveBooking: fromPromise(({ input: request }) => {
          sent.push(request);
          const answer = answers[sent.length - 1] ?? answers.at(-1)!;
          return answer();
        }),
      },
      actions: { announceBooked: announced },
    }),
    { input: machineInput },
  ).start();
  return { actor, sent, announced };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('busy'));

describe('booking a session', () => {
  it('books the clinic-time start as a UTC instant with the default length, once', async () => {
    const { actor, sent, announced } = start([async () => booked]);
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('booked');
    expect(sent).toEqual([
      {
        kind: 'book',
        input: {
          patientId: 'p1',
          clinicianId: 'c1',
          // 09:00 on the spring-forward day is UTC+3.
          startsAt: '2026-03-29T06:00:00.000Z',
          endsAt: '2026-03-29T06:50:00.000Z',
          modality: 'in-person',
          type: 'individual',
          location: null,
        },
      },
    ]);
    expect(announced).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.booked).toBe(booked);
  });

  it('goes back to editing with each wrong field’s message and sends nothing', async () => {
    const { actor, sent } = start([async () => booked]);
    actor.send({ type: 'field.changed', field: 'clinicianId', value: '' });
    actor.send({ type: 'field.changed', field: 'time', value: '03:30' });
    actor.send({ type: 'field.changed', field: 'minutes', value: '0' });
    actor.send({ type: 'submit' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      clinicianId: 'sessions.validation.clinicianRequired',
      time: 'sessions.validation.timeSkipped',
      minutes: 'sessions.validation.minutesInvalid',
    });
    expect(sent).toEqual([]);
    // Correcting a field clears its message.
    actor.send({ type: 'field.changed', field: 'time', value: '10:00' });
    expect(actor.getSnapshot().context.errors.time).toBeUndefined();
  });

  it('names the conflicting session on a 409, and books once the time is changed', async () => {
    const { actor, sent } = start([() => Promise.reject(conflictError()), async () => booked]);
    actor.send({ type: 'submit' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('conflict');
    expect(actor.getSnapshot().context.conflict?.patient.name).toBe('Grace Hopper');
    actor.send({ type: 'field.changed', field: 'time', value: '11:00' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'submit' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('booked');
    expect(actor.getSnapshot().context.conflict).toBeNull();
    expect(sent.map((r) => (r.kind === 'book' ? r.input.startsAt : ''))).toEqual([
      '2026-03-29T06:00:00.000Z',
      '2026-03-29T08:00:00.000Z',
    ]);
  });

  it('keeps the values after a failure and retries the same request', async () => {
    const { actor, sent } = start([
      () => Promise.reject(Object.assign(new Error('down'), { status: 0 })),
      async () => booked,
    ]);
    actor.send({ type: 'field.changed', field: 'location', value: 'Room 2' });
    actor.send({ type: 'submit' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'failed' });
    expect(actor.getSnapshot().context.values.location).toBe('Room 2');
    actor.send({ type: 'retry' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('booked');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });

  it.each([
    [{ status: 403 }, { kind: 'forbidden' }],
    [{ status: 404 }, { kind: 'not-found' }],
    [
      { status: 409, body: { message: 'Only a planned session moves' } },
      {
        kind: 'invalid',
        detail: 'Only a planned session moves',
      },
    ],
  ])('explains a refusal %o as %o', async (error, failure) => {
    const { actor } = start([() => Promise.reject(Object.assign(new Error('no'), error))]);
    actor.send({ type: 'submit' });
    await settled(actor);
    expect(actor.getSnapshot().context.failure).toEqual(failure);
  });

  it('reschedules a planned session with an update, not a second booking', async () => {
    const { actor, sent } = start([async () => booked], { ...input, encounterId: 'e9' });
    actor.send({ type: 'field.changed', field: 'date', value: '2026-10-25' });
    actor.send({ type: 'field.changed', field: 'time', value: '02:30' });
    actor.send({ type: 'field.changed', field: 'minutes', value: '120' });
    actor.send({ type: 'submit' });
    await settled(actor);
    expect(sent[0]).toMatchObject({
      kind: 'reschedule',
      id: 'e9',
      // Two hours across the fall-back change: 02:30 summer time to 03:30 winter time.
      update: { startsAt: '2026-10-24T23:30:00.000Z', endsAt: '2026-10-25T01:30:00.000Z' },
    });
    expect(sent[0]).not.toHaveProperty('update.patientId');
  });

  it('starts over with the first values after a booking', async () => {
    const { actor } = start([async () => booked]);
    actor.send({ type: 'field.changed', field: 'location', value: 'Room 2' });
    actor.send({ type: 'submit' });
    await settled(actor);
    actor.send({ type: 'reset' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual(input.values);
  });
});
