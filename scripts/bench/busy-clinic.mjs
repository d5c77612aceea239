// The demo clinic made busy for the API benches (issues 32 and 35): the search bench's 100 000
// patients (search-data.mjs) and 15 more clinicians with three years of weekly sessions and eight
// weeks ahead (calendar-data.mjs), all in the demo clinic, so the demo accounts sign in to it.
import { tsImport } from 'tsx/esm/api';
import { benchPatients, loadPatients } from './search-data.mjs';
import {
  benchClinicians,
  benchSchedule,
  loadClinicians,
  loadSchedule,
  mondaysAround,
} from './calendar-data.mjs';

export const BUSY_CLINICIANS = 15;
export const WEEKS_BACK = 156;
export const WEEKS_AHEAD = 8;

const server = (path) => tsImport(`../../server/${path}`, import.meta.url);
const { DEMO_CLINIC } = await server('seed/members.ts');
const { nameKeyOf, searchNameOf } = await server('patients/patients.repository.ts');
const { seededRandom } = await server('seed/random.ts');
const { NAME_POOLS } = await server('seed/people.ts');
export const time = await tsImport('../../common/time/zoned-time.ts', import.meta.url);
export { DEMO_CLINIC };

/** The Mondays of the bench's schedule, around `now` in the clinic's zone. */
export function benchWeeks(now) {
  const today = time.calendarDayAt(now, DEMO_CLINIC.timeZone);
  return mondaysAround(today, WEEKS_BACK, WEEKS_AHEAD, time);
}

/**
 * Loads `patientCount` patients and the busy schedule into the (seeded) demo clinic; resolves
 * { seconds, sessions, patients } (the generated patient rows, for search queries).
 */
export async function loadBusyClinic(db, patientCount, now) {
  const started = performance.now();
  const patients = benchPatients(
    patientCount,
    seededRandom(100_000),
    NAME_POOLS,
    searchNameOf,
    nameKeyOf,
    { firstMrn: 100 },
  );
  await loadPatients(db, DEMO_CLINIC.id, patients, now, { newClinic: false });
  const random = seededRandom(32);
  const clinicians = benchClinicians(BUSY_CLINICIANS, random, NAME_POOLS);
  await loadClinicians(db, DEMO_CLINIC.id, clinicians, now);
  const schedule = benchSchedule({
    random,
    clinicianIds: clinicians.map((c) => c.id),
    patientIds: patients.map((p) => p.id),
    weeks: benchWeeks(now),
    perWeek: () => random.int(13, 18),
    timeZone: DEMO_CLINIC.timeZone,
    time,
    now,
    bookedBy: 'demo-front-desk',
  });
  await loadSchedule(db, DEMO_CLINIC.id, schedule, now);
  return {
    seconds: Math.round((performance.now() - started) / 10) / 100,
    sessions: schedule.sessions.length,
    patients,
  };
}
