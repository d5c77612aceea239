import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AVAILABILITY_MESSAGES,
  AVAILABILITY_PATHS,
  availabilityRangeResponse,
  clinicianAvailabilityPath,
  clinicianAvailabilityResponse,
} from '../../common/contracts/availability.contract.ts';
import { ENCOUNTER_PATHS } from '../../common/contracts/encounters.contract.ts';
import {
  SERIES_PATHS,
  seriesCancelRestPath,
  seriesChangeResponse,
  seriesDetailResponse,
  seriesFollowingPath,
  seriesPath,
  seriesPreviewResponse,
  seriesResponse,
  type SeriesInput,
} from '../../common/contracts/series.contract.ts';
import { DEMO } from '../../server/seed/seed.ts';
import { demoSession, expectRefusal, registerPatient, signInAs } from './clinical-fixtures.ts';
import { CONTRACT_TARGETS, callTarget, type Target } from './contract-targets.ts';

/**
 * Recurring sessions and availability, answered alike by the server and the mock. Not compared
 * here: another clinic's series (the route tests hold it; the mock's contract suites sign in to
 * the demo clinic only).
 */
describe.each(CONTRACT_TARGETS)(
  'the series and availability contract, answered by $name',
  ({ start }) => {
    let target: Target;
    let token: string;
    let deskToken: string;
    beforeAll(async () => {
      target = await start();
      token = await signInAs(target);
      deskToken = await signInAs(target, 'frontdesk@praxis.clinic');
    });
    afterAll(() => target.stop());

    const call = (method: string, path: string, body?: unknown, as = token) =>
      callTarget(target, method, path, body, as);

    /** A weekly series of the demo clinician at 12:00 Bucharest time (09:00 UTC in summer). */
    const weekly = (patientId: string, extra: Partial<SeriesInput> = {}): SeriesInput => ({
      patientId,
      clinicianId: DEMO.userId,
      firstDate: '2031-04-01',
      startTime: '12:00',
      minutes: 60,
      frequency: 'weekly',
      count: 4,
      modality: 'in-person',
      type: 'individual',
      ...extra,
    });

    it('previews a series with its conflict and its skipped holiday, refuses it whole, then books it at another time', async () => {
      const holiday = await call('PUT', AVAILABILITY_PATHS.clinic, {
        openingHours: [],
        holidays: [{ date: '2031-04-22', name: 'Spring holiday' }],
      });
      expect(holiday.status).toBe(200);
      const other = await registerPatient(call, {
        givenName: 'Otto',
        familyName: 'Busy',
        birthDate: '1970-02-03',
      });
      const busy = await demoSession(
        call,
        other,
        { year: 2031, month: 3, day: 8, modality: 'in-person' },
        true,
      );
      const pia = await registerPatient(call, {
        givenName: 'Pia',
        familyName: 'Series',
        birthDate: '1991-07-08',
      });
      const preview = await call('POST', SERIES_PATHS.preview, weekly(pia.id), deskToken);
      expect(preview.status).toBe(200);
      const answer = seriesPreviewResponse.parse(preview.body);
      expect(answer.occurrences.map((o) => [o.date, o.startsAt, o.conflicts])).toEqual([
        ['2031-04-01', '2031-04-01T09:00:00.000Z', []],
        [
          '2031-04-08',
          '2031-04-08T09:00:00.000Z',
          [
            {
              with: 'clinician',
              session: { id: busy.id, startsAt: busy.startsAt, endsAt: busy.endsAt },
            },
          ],
        ],
        ['2031-04-15', '2031-04-15T09:00:00.000Z', []],
      ]);
      expect(answer.skipped).toEqual([{ date: '2031-04-22', reason: 'clinic-holiday' }]);

      const refused = await call('POST', SERIES_PATHS.list, weekly(pia.id), deskToken);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'series-conflicts',
        message: 'Nothing was booked: these dates conflict with other sessions: 2031-04-08.',
      });
      const before = await call('GET', `${ENCOUNTER_PATHS.list}?patientId=${pia.id}`);
      expect(before.body).toMatchObject({ encounters: [] });

      const booked = await call(
        'POST',
        SERIES_PATHS.list,
        weekly(pia.id, { startTime: '14:00' }),
        deskToken,
      );
      expect(booked.status).toBe(201);
      const series = seriesResponse.parse(booked.body);
      expect(series.encounters.map((e) => [e.startsAt, e.status, e.seriesId])).toEqual([
        ['2031-04-01T11:00:00.000Z', 'planned', series.series.id],
        ['2031-04-08T11:00:00.000Z', 'planned', series.series.id],
        ['2031-04-15T11:00:00.000Z', 'planned', series.series.id],
      ]);

      const startsOf = async () =>
        seriesDetailResponse
          .parse((await call('GET', seriesPath(series.series.id), undefined, deskToken)).body)
          .encounters.map((e) => [e.startsAt, e.status]);
      const unmoved = await startsOf();
      const dryRun = await call(
        'POST',
        seriesFollowingPath(series.series.id),
        { fromDate: '2031-04-08', startTime: '16:00', weekday: 4, dryRun: true },
        deskToken,
      );
      expect(dryRun.status).toBe(200);
      expect(seriesChangeResponse.parse(dryRun.body)).toMatchObject({
        encounters: [
          { startsAt: '2031-04-10T13:00:00.000Z' },
          { startsAt: '2031-04-17T13:00:00.000Z' },
        ],
        outsideAvailability: [],
      });
      expect(await startsOf()).toEqual(unmoved);

      const moved = await call(
        'POST',
        seriesFollowingPath(series.series.id),
        { fromDate: '2031-04-08', startTime: '16:00', weekday: 4 },
        deskToken,
      );
      expect(moved.status).toBe(200);
      expect(seriesChangeResponse.parse(moved.body).encounters.map((e) => e.startsAt)).toEqual([
        '2031-04-10T13:00:00.000Z',
        '2031-04-17T13:00:00.000Z',
      ]);

      const cancelled = await call(
        'POST',
        seriesCancelRestPath(series.series.id),
        { fromDate: '2031-04-15', reason: 'Treatment ended' },
        deskToken,
      );
      expect(cancelled.status).toBe(200);
      expect(
        seriesChangeResponse
          .parse(cancelled.body)
          .encounters.map((e) => [e.startsAt, e.status, e.statusReason]),
      ).toEqual([['2031-04-17T13:00:00.000Z', 'cancelled', 'Treatment ended']]);
      expect((await startsOf()).map(([, status]) => status)).toEqual(
        unmoved.map((_, i) => (i === unmoved.length - 1 ? 'cancelled' : 'planned')),
      );
    });

    it('leaves a conflicting date out: the preview and the booking skip it, the rest is booked, no session lies on it', async () => {
      const other = await registerPatient(call, {
        givenName: 'Olga',
        familyName: 'Taken',
        birthDate: '1975-05-06',
      });
      await demoSession(
        call,
        other,
        { year: 2031, month: 5, day: 10, modality: 'in-person' },
        true,
      );
      const lea = await registerPatient(call, {
        givenName: 'Lea',
        familyName: 'Skip',
        birthDate: '1993-09-10',
      });
      const body = weekly(lea.id, { firstDate: '2031-06-03', count: 3 });
      const whole = seriesPreviewResponse.parse(
        (await call('POST', SERIES_PATHS.preview, body, deskToken)).body,
      );
      expect(whole.occurrences.map((o) => [o.date, o.conflicts.length])).toEqual([
        ['2031-06-03', 0],
        ['2031-06-10', 1],
        ['2031-06-17', 0],
      ]);
      const leftOut = { ...body, exceptDates: ['2031-06-10'] };
      const preview = seriesPreviewResponse.parse(
        (await call('POST', SERIES_PATHS.preview, leftOut, deskToken)).body,
      );
      expect(preview.occurrences.map((o) => o.date)).toEqual(['2031-06-03', '2031-06-17']);
      expect(preview.skipped).toEqual([{ date: '2031-06-10', reason: 'left-out' }]);

      const booked = await call('POST', SERIES_PATHS.list, leftOut, deskToken);
      expect(booked.status).toBe(201);
      const series = seriesResponse.parse(booked.body);
      expect(series.encounters.map((e) => e.startsAt)).toEqual([
        '2031-06-03T09:00:00.000Z',
        '2031-06-17T09:00:00.000Z',
      ]);
      expect(series.skipped).toEqual([{ date: '2031-06-10', reason: 'left-out' }]);
      const listed = await call('GET', `${ENCOUNTER_PATHS.list}?patientId=${lea.id}`);
      expect(
        (listed.body as { encounters: { startsAt: string }[] }).encounters
          .map((e) => e.startsAt)
          .sort(),
      ).toEqual(['2031-06-03T09:00:00.000Z', '2031-06-17T09:00:00.000Z']);
    });

    it('refuses dates left out that are not the series’ own, named twice or all of them, storing nothing', async () => {
      const max = await registerPatient(call, {
        givenName: 'Max',
        familyName: 'Except',
        birthDate: '1982-11-12',
      });
      const body = weekly(max.id, { firstDate: '2031-07-01', count: 2 });
      expectRefusal(
        await call('POST', SERIES_PATHS.preview, { ...body, exceptDates: ['2031-07-02'] }),
        400,
        '2031-07-02 is not a date of this series: only the series’ own dates can be left out.',
      );
      expectRefusal(
        await call('POST', SERIES_PATHS.list, {
          ...body,
          exceptDates: ['2031-07-08', '2031-07-08'],
        }),
        400,
        '2031-07-08 is left out twice: name each date once.',
      );
      expectRefusal(
        await call('POST', SERIES_PATHS.list, {
          ...body,
          exceptDates: ['2031-07-01', '2031-07-08'],
        }),
        400,
        'Every date of this series is left out: keep at least one.',
      );
      const listed = await call('GET', `${ENCOUNTER_PATHS.list}?patientId=${max.id}`);
      expect(listed.body).toMatchObject({ encounters: [] });
    });

    it('refuses a series of 500 sessions and one ending before it starts with the server’s words', async () => {
      const rosa = await registerPatient(call, {
        givenName: 'Rosa',
        familyName: 'Bounds',
        birthDate: '1988-03-04',
      });
      expectRefusal(
        await call('POST', SERIES_PATHS.preview, weekly(rosa.id, { count: 500 })),
        400,
        'A series may hold at most 52 sessions.',
      );
      expectRefusal(
        await call('POST', SERIES_PATHS.list, {
          ...weekly(rosa.id),
          count: undefined,
          until: '2031-03-01',
        }),
        400,
        'The series must end on or after its first date.',
      );
    });

    it('keeps a clinician’s working hours, shades by them, and asks to confirm a single booking outside them', async () => {
      const week = {
        hours: [{ weekday: 2, start: '08:00', end: '12:00' }],
        datesOff: ['2031-05-13'],
      };
      const set = await call('PUT', clinicianAvailabilityPath(DEMO.userId), week);
      expect(set.status).toBe(200);
      const read = await call('GET', clinicianAvailabilityPath(DEMO.userId));
      expect(clinicianAvailabilityResponse.parse(read.body)).toEqual({
        clinicianId: DEMO.userId,
        availability: week,
      });
      const range = await call(
        'GET',
        `${AVAILABILITY_PATHS.range}?from=2031-05-06&to=2031-05-13&clinicianId=${DEMO.userId}`,
      );
      const view = availabilityRangeResponse.parse(range.body);
      expect(view.clinicians).toEqual([
        expect.objectContaining({
          clinicianId: DEMO.userId,
          bounded: true,
          spans: [{ startsAt: '2031-05-06T05:00:00.000Z', endsAt: '2031-05-06T09:00:00.000Z' }],
          datesOff: ['2031-05-13'],
        }),
      ]);
      const ines = await registerPatient(call, {
        givenName: 'Ines',
        familyName: 'Outside',
        birthDate: '1985-09-10',
      });
      const session = {
        patientId: ines.id,
        clinicianId: DEMO.userId,
        startsAt: '2031-05-06T12:00:00.000Z',
        endsAt: '2031-05-06T13:00:00.000Z',
        modality: 'in-person',
        type: 'individual',
      };
      const asked = await call('POST', ENCOUNTER_PATHS.list, session, deskToken);
      expect(asked.status).toBe(409);
      expect(asked.body).toEqual({
        code: 'outside-availability',
        dates: ['2031-05-06'],
        message:
          'These dates lie outside the clinician’s availability: 2031-05-06. Confirm to book them anyway.',
      });
      const confirmed = await call(
        'POST',
        ENCOUNTER_PATHS.list,
        { ...session, confirmOutsideAvailability: true },
        deskToken,
      );
      expect(confirmed.status).toBe(201);
      await call('PUT', clinicianAvailabilityPath(DEMO.userId), { hours: [], datesOff: [] });
    });

    it('marks a series’ times outside the hours and skips the date off in the preview, refuses it whole until confirmed, then books it', async () => {
      await call('PUT', clinicianAvailabilityPath(DEMO.userId), {
        hours: [{ weekday: 2, start: '08:00', end: '12:00' }],
        datesOff: ['2031-05-13'],
      });
      const otto = await registerPatient(call, {
        givenName: 'Otto',
        familyName: 'Afterhours',
        birthDate: '1979-02-14',
      });
      // Tuesdays at 12:00, an hour after the clinician's hours end; the second Tuesday is off.
      const input = weekly(otto.id, { firstDate: '2031-05-06', count: 3 });
      const preview = await call('POST', SERIES_PATHS.preview, input, deskToken);
      expect(preview.status).toBe(200);
      const shown = seriesPreviewResponse.parse(preview.body);
      expect(shown.occurrences.map((o) => [o.date, o.outsideAvailability])).toEqual([
        ['2031-05-06', true],
        ['2031-05-20', true],
      ]);
      expect(shown.skipped).toEqual([{ date: '2031-05-13', reason: 'date-off' }]);

      const asked = await call('POST', SERIES_PATHS.list, input, deskToken);
      expect(asked.status).toBe(409);
      expect(asked.body).toEqual({
        code: 'outside-availability',
        dates: ['2031-05-06', '2031-05-20'],
        message:
          'These dates lie outside the clinician’s availability: 2031-05-06, 2031-05-20. Confirm to book them anyway.',
      });
      const none = await call('GET', `${ENCOUNTER_PATHS.list}?patientId=${otto.id}`);
      expect(none.body).toMatchObject({ encounters: [] });

      const confirmed = await call(
        'POST',
        SERIES_PATHS.list,
        { ...input, confirmOutsideAvailability: true },
        deskToken,
      );
      expect(confirmed.status).toBe(201);
      expect(seriesResponse.parse(confirmed.body).encounters).toHaveLength(2);
      await call('PUT', clinicianAvailabilityPath(DEMO.userId), { hours: [], datesOff: [] });
    });

    it('refuses the front desk setting a clinician’s hours, and overlapping intervals', async () => {
      expectRefusal(
        await call(
          'PUT',
          clinicianAvailabilityPath(DEMO.userId),
          { hours: [], datesOff: [] },
          deskToken,
        ),
        403,
        AVAILABILITY_MESSAGES.ownHoursOnly,
      );
      const overlapping = await call('PUT', clinicianAvailabilityPath(DEMO.userId), {
        hours: [
          { weekday: 1, start: '08:00', end: '12:00' },
          { weekday: 1, start: '11:00', end: '13:00' },
        ],
        datesOff: [],
      });
      expect(overlapping.status).toBe(400);
      expect(JSON.stringify(overlapping.body)).toContain(AVAILABILITY_MESSAGES.overlapping);
    });
  },
);
