import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import type {
  SeriesInput,
  SeriesPreviewResponse,
  SeriesResponse,
} from '../../../common/contracts/series.contract';
import { checkBooking, newBookingValues } from '../../ui/encounters/booking-check';
import {
  sessionBookingMachine,
  type BookingRequest,
  type SessionBookingInput,
} from './session-booking.machine';

const input: SessionBookingInput = {
  patientId: 'p1',
  timeZone: 'Europe/Bucharest',
  values: newBookingValues({ clinicianId: 'c1', date: '2026-03-02', time: '09:00', minutes: 50 }),
};

const refusal = (body: unknown) =>
  Object.assign(new Error('refused'), { status: 409, body }) as Error;
const outside = (dates: string[]) =>
  refusal({ message: 'Outside', code: 'outside-availability', dates });
const seriesConflict = refusal({
  message: 'Nothing was booked',
  code: 'series-conflicts',
  conflicts: [
    {
      date: '2026-03-09',
      with: 'clinician',
      session: { id: 'e0', startsAt: '2026-03-09T07:00:00Z', endsAt: '2026-03-09T07:50:00Z' },
    },
  ],
});

const occurrence = (
  date: string,
  extra: Partial<SeriesPreviewResponse['occurrences'][0]> = {},
) => ({
  date,
  startsAt: `${date}T07:00:00.000Z`,
  endsAt: `${date}T07:50:00.000Z`,
  conflicts: [],
  outsideAvailability: false,
  ...extra,
});
const busy = {
  with: 'clinician' as const,
  session: { id: 'e0', startsAt: '2026-03-09T07:00:00Z', endsAt: '2026-03-09T07:50:00Z' },
};
const free: SeriesPreviewResponse = {
  occurrences: [occurrence('2026-03-02'), occurrence('2026-03-09')],
  skipped: [{ date: '2026-03-16', reason: 'clinic-holiday' }],
};
const conflicted: SeriesPreviewResponse = {
  occurrences: [occurrence('2026-03-02'), occurrence('2026-03-09', { conflicts: [busy] })],
  skipped: [],
};
const first = { id: 'e1', status: 'planned' } as Encounter;
const bookedSeries = { encounters: [first, { id: 'e2' }] } as SeriesResponse;

function start(
  answers: {
    save?: Array<() => Promise<Encounter>>;
    preview?: Array<() => Promise<SeriesPreviewResponse>>;
    book?: Array<() => Promise<SeriesResponse>>;
  },
  machineInput = input,
) {
  const saved: BookingRequest[] = [];
  const previewed: SeriesInput[] = [];
  const booked: SeriesInput[] = [];
  const announced = vi.fn();
  const next = <T>(list: Array<() => Promise<T>> | undefined, index: number): Promise<T> =>
    (list?.[index] ?? list?.at(-1) ?? (() => Promise.reject(new Error('unexpected'))))();
  const actor = createActor(
    sessionBookingMachine.provide({
      actors: {
        checkBooking: fromPromise(async ({ input: check }) => checkBooking(check)),
        saveBooking: fromPromise(({ input: request }) => {
          saved.push(request);
          return next(answers.save, saved.length - 1);
        }),
        previewSeries: fromPromise(({ input: series }) => {
          previewed.push(series);
          return next(answers.preview, previewed.length - 1);
        }),
        bookSeries: fromPromise(({ input: series }) => {
          booked.push(series);
          return next(answers.book, booked.length - 1);
        }),
      },
      actions: { announceBooked: ({ context }) => announced(context.booked) },
    }),
    { input: machineInput },
  ).start();
  return { actor, saved, previewed, booked, announced };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('busy'));

const weekly = (actor: ReturnType<typeof start>['actor'], count = '6') => {
  actor.send({ type: 'field.changed', field: 'repeats', value: 'weekly' });
  actor.send({ type: 'field.changed', field: 'count', value: count });
};

describe('a time outside the clinician’s availability', () => {
  it('asks to confirm, then books the same session with the confirmation', async () => {
    const { actor, saved, announced } = start({
      save: [() => Promise.reject(outside(['2026-03-02'])), async () => first],
    });
    actor.send({ type: 'submit' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('outsideAvailability');
    expect(actor.getSnapshot().context.outsideDates).toEqual(['2026-03-02']);
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'confirm' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('booked');
    expect(saved[0]).not.toHaveProperty('input.confirmOutsideAvailability');
    expect(saved[1]).toEqual({
      ...saved[0],
      input: { ...(saved[0] as { input: object }).input, confirmOutsideAvailability: true },
    });
    expect(announced).toHaveBeenCalledWith(first);
  });

  it('goes back to the form without sending anything more, and asks again after an edit', async () => {
    const { actor, saved } = start({ save: [() => Promise.reject(outside(['2026-03-02']))] });
    actor.send({ type: 'submit' });
    await settled(actor);
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.outsideDates).toBeNull();
    actor.send({ type: 'field.changed', field: 'time', value: '20:00' });
    actor.send({ type: 'submit' });
    await settled(actor);
    // A new time is a new question: the confirmation of the old one is not carried over.
    expect(saved).toHaveLength(2);
    expect(saved[1]).not.toHaveProperty('input.confirmOutsideAvailability');
  });

  it('moves a planned session outside the hours once confirmed', async () => {
    const { actor, saved } = start(
      { save: [() => Promise.reject(outside(['2026-03-02'])), async () => first] },
      { ...input, encounterId: 'e9' },
    );
    actor.send({ type: 'submit' });
    await settled(actor);
    actor.send({ type: 'confirm' });
    await settled(actor);
    expect(saved[1]).toMatchObject({
      kind: 'reschedule',
      id: 'e9',
      update: { confirmOutsideAvailability: true },
    });
  });
});

describe('booking a repeating session', () => {
  it('previews the series in the clinic’s words and books nothing', async () => {
    const { actor, previewed, booked, saved } = start({ preview: [async () => free] });
    weekly(actor);
    actor.send({ type: 'submit' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('previewed');
    expect(actor.getSnapshot().context.preview).toEqual(free);
    expect(previewed).toEqual([
      {
        patientId: 'p1',
        clinicianId: 'c1',
        firstDate: '2026-03-02',
        startTime: '09:00',
        minutes: 50,
        frequency: 'weekly',
        count: 6,
        modality: 'in-person',
        type: 'individual',
        location: null,
      },
    ]);
    expect(booked).toEqual([]);
    expect(saved).toEqual([]);
  });

  it('ends on a date every two weeks when asked', async () => {
    const { actor, previewed } = start({ preview: [async () => free] });
    actor.send({ type: 'field.changed', field: 'repeats', value: 'fortnightly' });
    actor.send({ type: 'field.changed', field: 'ends', value: 'until' });
    actor.send({ type: 'field.changed', field: 'until', value: '2026-06-01' });
    actor.send({ type: 'submit' });
    await settled(actor);
    expect(previewed[0]).toMatchObject({ frequency: 'fortnightly', until: '2026-06-01' });
    expect(previewed[0]).not.toHaveProperty('count');
  });

  it('names a wrong number of sessions or a missing last date on its field', async () => {
    const { actor, previewed } = start({ preview: [async () => free] });
    weekly(actor, '2.5');
    actor.send({ type: 'submit' });
    await settled(actor);
    expect(actor.getSnapshot().context.errors).toEqual({
      count: 'sessions.validation.countInvalid',
    });
    actor.send({ type: 'field.changed', field: 'ends', value: 'until' });
    actor.send({ type: 'submit' });
    await settled(actor);
    expect(actor.getSnapshot().context.errors).toEqual({
      until: 'sessions.validation.untilRequired',
    });
    expect(previewed).toEqual([]);
  });

  it('refuses to book while an occurrence conflicts, and books after the time is changed', async () => {
    const { actor, previewed, booked, announced } = start({
      preview: [async () => conflicted, async () => free],
      book: [async () => bookedSeries],
    });
    weekly(actor);
    actor.send({ type: 'submit' });
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'book' })).toBe(false);
    actor.send({ type: 'book' });
    expect(actor.getSnapshot().value).toBe('previewed');
    expect(booked).toEqual([]);
    // Changing the time puts the stale preview away; submitting checks the new time.
    actor.send({ type: 'field.changed', field: 'time', value: '11:00' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.preview).toBeNull();
    actor.send({ type: 'submit' });
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'book' })).toBe(true);
    actor.send({ type: 'book' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('booked');
    expect(previewed.map((p) => p.startTime)).toEqual(['09:00', '11:00']);
    expect(booked).toEqual([previewed[1]]);
    expect(actor.getSnapshot().context.bookedSeries).toBe(bookedSeries);
    expect(announced).toHaveBeenCalledWith(first);
  });

  it('sends the confirmation with a series whose preview shows times outside the hours', async () => {
    const outsidePreview = {
      occurrences: [occurrence('2026-03-02', { outsideAvailability: true })],
      skipped: [],
    };
    const { actor, booked } = start({
      preview: [async () => outsidePreview],
      book: [async () => bookedSeries],
    });
    weekly(actor);
    actor.send({ type: 'submit' });
    await settled(actor);
    actor.send({ type: 'book' });
    await settled(actor);
    expect(booked[0]).toMatchObject({ confirmOutsideAvailability: true });
  });

  it('shows the server’s reason for a series it refuses (400) and books nothing', async () => {
    const tooMany = Object.assign(new Error('bad'), {
      status: 400,
      body: { message: 'A series may hold at most 52 sessions.' },
    });
    const { actor, booked } = start({ preview: [() => Promise.reject(tooMany)] });
    weekly(actor, '500');
    actor.send({ type: 'submit' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'invalid',
      detail: 'A series may hold at most 52 sessions.',
    });
    expect(booked).toEqual([]);
  });

  it('previews again when a date was taken after the preview, naming the new conflict', async () => {
    const { actor, previewed } = start({
      preview: [async () => free, async () => conflicted],
      book: [() => Promise.reject(seriesConflict)],
    });
    weekly(actor);
    actor.send({ type: 'submit' });
    await settled(actor);
    actor.send({ type: 'book' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('previewed');
    expect(previewed).toHaveLength(2);
    expect(actor.getSnapshot().context.preview).toEqual(conflicted);
    expect(actor.getSnapshot().can({ type: 'book' })).toBe(false);
  });

  it('asks to confirm when the hours changed after the preview, then books with it', async () => {
    const { actor, booked } = start({
      preview: [async () => free],
      book: [() => Promise.reject(outside(['2026-03-09'])), async () => bookedSeries],
    });
    weekly(actor);
    actor.send({ type: 'submit' });
    await settled(actor);
    actor.send({ type: 'book' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('outsideAvailability');
    expect(actor.getSnapshot().context.outsideDates).toEqual(['2026-03-09']);
    actor.send({ type: 'confirm' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('booked');
    expect(booked[0]).not.toHaveProperty('confirmOutsideAvailability');
    expect(booked[1]).toEqual({ ...booked[0], confirmOutsideAvailability: true });
  });

  it('reschedules one session even when the form’s repeat fields say weekly', async () => {
    const { actor, saved, previewed } = start(
      { save: [async () => first] },
      { ...input, encounterId: 'e9' },
    );
    weekly(actor);
    actor.send({ type: 'submit' });
    await settled(actor);
    expect(previewed).toEqual([]);
    expect(saved[0]).toMatchObject({ kind: 'reschedule', id: 'e9' });
  });
});

describe('leaving dates out of a previewed series', () => {
  const three: SeriesPreviewResponse = {
    occurrences: [
      occurrence('2026-03-02'),
      occurrence('2026-03-09', { conflicts: [busy] }),
      occurrence('2026-03-16', { outsideAvailability: true }),
    ],
    skipped: [],
  };

  it('books once the conflicting date is left out, sending that date and nothing else', async () => {
    const { actor, previewed, booked } = start({
      preview: [async () => three],
      book: [async () => bookedSeries],
    });
    weekly(actor, '3');
    actor.send({ type: 'submit' });
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'book' })).toBe(false);
    actor.send({ type: 'occurrence.toggled', date: '2026-03-09', leftOut: true });
    expect(actor.getSnapshot().context.leftOut).toEqual(['2026-03-09']);
    expect(actor.getSnapshot().can({ type: 'book' })).toBe(true);
    actor.send({ type: 'book' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('booked');
    expect(previewed[0]).not.toHaveProperty('exceptDates');
    expect(booked).toEqual([
      { ...previewed[0], exceptDates: ['2026-03-09'], confirmOutsideAvailability: true },
    ]);
  });

  it('confirms outside hours only for dates still kept: leaving the outside date out books without the confirmation', async () => {
    const { actor, booked } = start({
      preview: [async () => three],
      book: [async () => bookedSeries],
    });
    weekly(actor, '3');
    actor.send({ type: 'submit' });
    await settled(actor);
    actor.send({ type: 'occurrence.toggled', date: '2026-03-16', leftOut: true });
    actor.send({ type: 'occurrence.toggled', date: '2026-03-09', leftOut: true });
    actor.send({ type: 'book' });
    await settled(actor);
    expect(booked[0]).toMatchObject({ exceptDates: ['2026-03-09', '2026-03-16'] });
    expect(booked[0]).not.toHaveProperty('confirmOutsideAvailability');
  });

  it('keeps a date again when its box is cleared, and refuses to book with every date left out', async () => {
    const { actor, booked } = start({ preview: [async () => free] });
    weekly(actor, '2');
    actor.send({ type: 'submit' });
    await settled(actor);
    actor.send({ type: 'occurrence.toggled', date: '2026-03-02', leftOut: true });
    actor.send({ type: 'occurrence.toggled', date: '2026-03-09', leftOut: true });
    expect(actor.getSnapshot().can({ type: 'book' })).toBe(false);
    actor.send({ type: 'book' });
    expect(booked).toEqual([]);
    actor.send({ type: 'occurrence.toggled', date: '2026-03-02', leftOut: false });
    expect(actor.getSnapshot().context.leftOut).toEqual(['2026-03-09']);
    expect(actor.getSnapshot().can({ type: 'book' })).toBe(true);
  });

  it('ignores a date that is not in the preview, and forgets the dates left out when a field changes', async () => {
    const { actor } = start({ preview: [async () => free] });
    weekly(actor, '2');
    actor.send({ type: 'submit' });
    await settled(actor);
    actor.send({ type: 'occurrence.toggled', date: '2026-03-16', leftOut: true });
    actor.send({ type: 'occurrence.toggled', date: '2026-03-09', leftOut: true });
    expect(actor.getSnapshot().context.leftOut).toEqual(['2026-03-09']);
    actor.send({ type: 'field.changed', field: 'time', value: '10:00' });
    expect(actor.getSnapshot().context.leftOut).toEqual([]);
    // Not previewed: nothing to leave out.
    actor.send({ type: 'occurrence.toggled', date: '2026-03-09', leftOut: true });
    expect(actor.getSnapshot().context.leftOut).toEqual([]);
  });

  it('keeps the dates left out when a date taken since the preview previews again', async () => {
    const { actor, previewed, booked } = start({
      preview: [async () => three, async () => three],
      book: [() => Promise.reject(seriesConflict)],
    });
    weekly(actor, '3');
    actor.send({ type: 'submit' });
    await settled(actor);
    actor.send({ type: 'occurrence.toggled', date: '2026-03-09', leftOut: true });
    actor.send({ type: 'book' });
    await settled(actor);
    expect(previewed).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('previewed');
    expect(actor.getSnapshot().context.leftOut).toEqual(['2026-03-09']);
    expect(booked[0]).toMatchObject({ exceptDates: ['2026-03-09'] });
  });
});
