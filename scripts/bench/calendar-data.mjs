// A busy clinic's schedule for the calendar benches (issue 32): extra clinicians and their weekly
// sessions, generated deterministically in Node beside the search bench's patients
// (search-data.mjs) and loaded with INSERT … SELECT FROM unnest(arrays), as those are.
// Each clinician sees a caseload of their own patients (disjoint between clinicians, turning over
// every few weeks) in distinct hourly slots, Monday to Friday 08:00–18:00 (clinic time), 50 minutes
// each; past sessions are mostly finished, some cancelled or missed; future ones are planned. Every
// clinician-patient pair seen is on the care team, so a clinician's own calendar finds its caseload.
import { sql } from 'kysely';

const BATCH = 10_000;
const FIRST_HOUR = 8;
const LAST_HOUR = 18;
const WORKDAYS = 5;
const SESSION_MINUTES = 50;
/** Patients a clinician sees in one period, and how many weeks a period lasts. */
const CASELOAD = 30;
const WEEKS_PER_PERIOD = 6;
const MINUTE_MS = 60_000;

const pad = (n, width = 2) => String(n).padStart(width, '0');

/** `count` clinicians of the bench (no password anyone knows: they never sign in). */
export function benchClinicians(count, random, pools) {
  return Array.from({ length: count }, (_, n) => {
    const pool = random.pick(pools);
    return {
      id: `bench-clinician-${pad(n + 1)}`,
      email: `bench-clinician-${pad(n + 1)}@bench.invalid`,
      firstName: random.pick(pool.given).name,
      lastName: random.pick(pool.family),
    };
  });
}

/** Adds `clinicians` to the clinic as members with the clinician role. */
export async function loadClinicians(db, tenantId, clinicians, now) {
  if (clinicians.length === 0) return;
  await db
    .insertInto('users')
    .values(
      clinicians.map((c) => ({
        id: c.id,
        tenant_id: tenantId,
        email: c.email,
        password_hash: 'bench: no sign-in',
        first_name: c.firstName,
        last_name: c.lastName,
        roles: ['clinician'],
        credentials: 'MSc',
        licence_number: null,
        created_at: now,
      })),
    )
    .execute();
}

/**
 * The sessions of `weeks` (each its first day, a Monday, as { year, month, day }) for
 * `clinicianIds`, `perWeek(clinicianIndex, weekIndex)` sessions each, patients from `patientIds`
 * (each clinician a disjoint share). `time` is { zonedInstant, addDays } of common/time/zoned-time
 * and `timeZone` the clinic's. Sessions ending before `now` are past. Returns { sessions, careTeam }.
 */
export function benchSchedule({
  random,
  clinicianIds,
  patientIds,
  weeks,
  perWeek,
  timeZone,
  time,
  now,
  bookedBy,
}) {
  const share = Math.floor(patientIds.length / clinicianIds.length);
  if (share < 1) throw new Error('fewer patients than clinicians');
  const sessions = [];
  const careTeam = new Map();
  const slots = Array.from({ length: WORKDAYS * (LAST_HOUR - FIRST_HOUR) }, (_, n) => ({
    weekday: Math.floor(n / (LAST_HOUR - FIRST_HOUR)),
    hour: FIRST_HOUR + (n % (LAST_HOUR - FIRST_HOUR)),
  }));
  clinicianIds.forEach((clinicianId, c) => {
    const mine = patientIds.slice(c * share, (c + 1) * share);
    weeks.forEach((monday, w) => {
      const period = Math.floor(w / WEEKS_PER_PERIOD);
      const caseload = Array.from(
        { length: Math.min(CASELOAD, mine.length) },
        (_, k) => mine[(period * CASELOAD + k) % mine.length],
      );
      const count = Math.min(perWeek(c, w), slots.length);
      for (const { weekday, hour } of random.shuffle(slots).slice(0, count)) {
        const day = time.addDays(monday, weekday);
        const starts = time.zonedInstant(day, { hour, minute: 0 }, timeZone);
        if (starts === null) continue;
        const startsAt = new Date(starts);
        const endsAt = new Date(starts + SESSION_MINUTES * MINUTE_MS);
        const patientId = random.pick(caseload);
        careTeam.set(`${patientId}|${clinicianId}`, { patientId, memberId: clinicianId });
        const past = endsAt < now;
        const status = !past
          ? 'planned'
          : random.chance(0.07)
            ? 'cancelled'
            : random.chance(0.05)
              ? 'no-show'
              : 'finished';
        sessions.push({
          id: `bench-session-${pad(sessions.length + 1, 7)}`,
          patientId,
          clinicianId,
          startsAt,
          endsAt,
          modality: random.chance(0.25) ? 'video' : random.chance(0.1) ? 'phone' : 'in-person',
          type: random.chance(0.9) ? 'individual' : 'couple-family',
          status,
          bookedBy,
        });
      }
    });
  });
  return { sessions, careTeam: [...careTeam.values()] };
}

/** The Mondays from `weeksBack` weeks before the one holding `today` to `weeksAhead` after it. */
export function mondaysAround(today, weeksBack, weeksAhead, time) {
  const monday = time.addDays(today, 1 - time.isoWeekday(today));
  return Array.from({ length: weeksBack + weeksAhead + 1 }, (_, n) =>
    time.addDays(monday, (n - weeksBack) * 7),
  );
}

/** Loads a schedule from benchSchedule into the clinic (patients and clinicians already in). */
export async function loadSchedule(db, tenantId, { sessions, careTeam }, now) {
  for (let i = 0; i < careTeam.length; i += BATCH) {
    const batch = careTeam.slice(i, i + BATCH);
    await sql`
      insert into care_team (tenant_id, patient_id, member_id)
      select ${tenantId}, patient_id, member_id
      from unnest(${batch.map((r) => r.patientId)}::text[], ${batch.map((r) => r.memberId)}::text[])
        as t(patient_id, member_id)
      on conflict do nothing`.execute(db);
  }
  for (let i = 0; i < sessions.length; i += BATCH) {
    const batch = sessions.slice(i, i + BATCH);
    const column = (key) => batch.map((row) => row[key]);
    await sql`
      insert into encounters (tenant_id, id, patient_id, clinician_id, starts_at, ends_at, modality,
        type, status, booked_by, created_at, updated_at)
      select ${tenantId}, id, patient_id, clinician_id, starts_at, ends_at, modality, type, status,
        ${batch[0].bookedBy}, ${now}, ${now}
      from unnest(${column('id')}::text[], ${column('patientId')}::text[],
        ${column('clinicianId')}::text[], ${column('startsAt')}::timestamptz[],
        ${column('endsAt')}::timestamptz[], ${column('modality')}::text[], ${column('type')}::text[],
        ${column('status')}::text[])
        as t(id, patient_id, clinician_id, starts_at, ends_at, modality, type, status)`.execute(db);
  }
  await sql`analyze encounters`.execute(db);
  await sql`analyze care_team`.execute(db);
}
