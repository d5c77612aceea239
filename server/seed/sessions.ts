import type { Insertable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { CANCEL_REASONS, NO_SHOW_REASON } from './clinical-codes.ts';
import { addDays, isoWeekday, localDayOf, zonedInstant, type LocalDay } from './clinic-time.ts';
import { DEMO_CLINIC, DEMO_CLINICIANS, DEMO_FRONT_DESK } from './members.ts';
import type { PatientPlan } from './patients.ts';
import type { Random } from './random.ts';

const MINUTE_MS = 60_000;
/** Sessions begin on the hour from 09:00; the last, at 16:00, ends 16:50 (clinic time). */
const FIRST_HOUR = 9;
const LAST_HOUR = 16;
export const SESSION_MINUTES = 50;
/** The schedule around the seed's day: three weeks back, two ahead. */
const DAYS_BACK = 21;
const DAYS_AHEAD = 14;

type EncounterRow = Insertable<Database['encounters']>;

interface Slot {
  plan: PatientPlan;
  weekday: number;
  hour: number;
}

/** Each active patient's standing weekly slot with their clinician; no two share one. */
function standingSlots(plans: readonly PatientPlan[], random: Random): Slot[] {
  const slots: Slot[] = [];
  for (const clinician of DEMO_CLINICIANS) {
    const caseload = plans.filter((p) => p.clinicianId === clinician.id && p.status === 'active');
    const free = new Map<number, number[]>();
    for (let weekday = 1; weekday <= 5; weekday += 1) {
      const hours = Array.from({ length: LAST_HOUR - FIRST_HOUR + 1 }, (_, n) => FIRST_HOUR + n);
      free.set(weekday, random.shuffle(hours));
    }
    caseload.forEach((plan, n) => {
      for (let k = 0; k < plan.perWeek; k += 1) {
        // Round the weekdays so every working day has sessions; a second slot lands days apart.
        const weekday = ((n + k * 2) % 5) + 1;
        const hour = free.get(weekday)?.pop();
        if (hour !== undefined) slots.push({ plan, weekday, hour });
      }
    });
  }
  return slots;
}

/** The ISO week number's parity, for fortnightly patients. */
function isEvenWeek(day: LocalDay): boolean {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day));
  const thursday = new Date(date.getTime() + (4 - isoWeekday(day)) * 86_400_000);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.ceil(((thursday.getTime() - yearStart) / 86_400_000 + 1) / 7) % 2 === 0;
}

const minutes = (at: Date, delta: number) => new Date(at.getTime() + delta * MINUTE_MS);
const earliest = (a: Date, b: Date) => (a < b ? a : b);

/** Where a session stands at `now`: past ones mostly finished, today's checked in or under way. */
function progress(
  startsAt: Date,
  endsAt: Date,
  now: Date,
  random: Random,
): Pick<EncounterRow, 'status' | 'status_reason' | 'arrived_at' | 'started_at' | 'finished_at'> & {
  updated_at: Date | null;
} {
  const none = { status_reason: null, arrived_at: null, started_at: null, finished_at: null };
  const roll = random.next();
  if (endsAt <= now) {
    if (roll < 0.07) {
      const reason = random.pick(CANCEL_REASONS);
      return {
        ...none,
        status: 'cancelled',
        status_reason: reason,
        updated_at: minutes(startsAt, -20 * 60),
      };
    }
    if (roll < 0.12)
      return {
        ...none,
        status: 'no-show',
        status_reason: NO_SHOW_REASON,
        updated_at: minutes(startsAt, 20),
      };
    const arrivedAt = minutes(startsAt, -random.int(2, 12));
    return {
      ...none,
      status: 'finished',
      arrived_at: arrivedAt,
      started_at: minutes(startsAt, random.int(0, 4)),
      finished_at: endsAt,
      updated_at: endsAt,
    };
  }
  if (startsAt <= now) {
    const arrivedAt = minutes(startsAt, -random.int(2, 10));
    return roll < 0.6
      ? {
          ...none,
          status: 'in-progress',
          arrived_at: arrivedAt,
          started_at: startsAt,
          updated_at: startsAt,
        }
      : { ...none, status: 'arrived', arrived_at: arrivedAt, updated_at: arrivedAt };
  }
  if (startsAt.getTime() - now.getTime() <= 60 * MINUTE_MS && roll < 0.6) {
    const arrivedAt = minutes(now, -random.int(1, 8));
    return { ...none, status: 'arrived', arrived_at: arrivedAt, updated_at: arrivedAt };
  }
  if (roll < 0.04) {
    const reason = random.pick(CANCEL_REASONS);
    return {
      ...none,
      status: 'cancelled',
      status_reason: reason,
      updated_at: minutes(now, -random.int(60, 600)),
    };
  }
  return { ...none, status: 'planned', updated_at: null };
}

/**
 * The clinic's sessions from three weeks before `now` to two weeks after: working days, on the
 * hour between 09:00 and 17:00 clinic time, each patient at their standing slot.
 */
export function demoSessions(
  plans: readonly PatientPlan[],
  now: Date,
  random: Random,
): EncounterRow[] {
  const timeZone = DEMO_CLINIC.timeZone;
  const today = localDayOf(now, timeZone);
  const slots = standingSlots(plans, random);
  const seen = new Set<string>();
  const rows: EncounterRow[] = [];
  for (let offset = -DAYS_BACK; offset <= DAYS_AHEAD; offset += 1) {
    const day = addDays(today, offset);
    const weekday = isoWeekday(day);
    if (weekday > 5) continue;
    const even = isEvenWeek(day);
    for (const { plan, hour } of slots.filter((s) => s.weekday === weekday)) {
      if (plan.cadence === 'even-weeks' && !even) continue;
      if (plan.cadence === 'odd-weeks' && even) continue;
      const startsAt = zonedInstant(day, hour, 0, timeZone);
      if (startsAt < plan.registeredAt) continue;
      const endsAt = minutes(startsAt, SESSION_MINUTES);
      // A patient's first session in the clinic is their intake.
      const type =
        seen.has(plan.id) || plan.registeredAt < minutes(now, -DAYS_BACK * 1440)
          ? plan.type
          : 'intake';
      seen.add(plan.id);
      const clinician = DEMO_CLINICIANS.find((c) => c.id === plan.clinicianId);
      const modality = type === 'intake' ? 'in-person' : plan.modality;
      const bookedAt = earliest(
        now,
        new Date(Math.max(plan.registeredAt.getTime(), minutes(startsAt, -14 * 1440).getTime())),
      );
      const state = progress(startsAt, endsAt, now, random);
      rows.push({
        tenant_id: DEMO_CLINIC.id,
        id: `demo-session-${String(rows.length + 1).padStart(4, '0')}`,
        patient_id: plan.id,
        clinician_id: plan.clinicianId,
        starts_at: startsAt,
        ends_at: endsAt,
        modality,
        type,
        location:
          modality === 'in-person'
            ? (clinician?.room ?? null)
            : modality === 'video'
              ? 'Video call'
              : null,
        booked_by: random.chance(0.8) ? DEMO_FRONT_DESK.id : plan.clinicianId,
        created_at: bookedAt,
        ...state,
        updated_at: state.updated_at && state.updated_at > bookedAt ? state.updated_at : bookedAt,
      });
    }
  }
  return rows;
}
