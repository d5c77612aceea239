import { randomUUID } from 'node:crypto';
import type { Encounter } from '../../common/contracts/encounters.contract.ts';
import {
  SERIES_MESSAGES,
  type SeriesInput,
  type SeriesPreviewResponse,
  type SeriesResponse,
} from '../../common/contracts/series.contract.ts';
import { minuteOfText } from '../../common/time/availability-intervals.ts';
import { datesOutsideAvailability } from '../availability/availability-view.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { findOverlapFor, NOT_A_CLINICIAN } from '../encounters/booking.ts';
import { lockClinician } from '../encounters/encounter-people.repository.ts';
import { selectEncounters, toEncounter } from '../encounters/encounters.repository.ts';
import { HttpError } from '../http/http-error.ts';
import { joinCareTeam } from '../patients/care-team.repository.ts';
import { planSeries, type SeriesPlan } from './series-plan.ts';

export type Conflict = SeriesPreviewResponse['occurrences'][number]['conflicts'][number];

/** Whose time an occurrence holds: its clinician's and its patient's. */
export interface SessionPeople {
  clinicianId: string;
  patientId: string;
}

/**
 * A span's overlaps with the clinician's and the patient's other sessions; `except` names the
 * sessions that do not count (those being moved themselves).
 */
export async function conflictsAt(
  tx: TenantDb,
  people: SessionPeople,
  occurrence: { startsAt: string; endsAt: string },
  except?: readonly string[],
): Promise<Conflict[]> {
  const span = { startsAt: new Date(occurrence.startsAt), endsAt: new Date(occurrence.endsAt) };
  const conflicts: Conflict[] = [];
  for (const [who, column] of [
    ['clinician', 'clinician_id'],
    ['patient', 'patient_id'],
  ] as const) {
    const id = who === 'clinician' ? people.clinicianId : people.patientId;
    const other = await findOverlapFor(tx, { column, id }, span, except);
    if (other) {
      conflicts.push({
        with: who,
        session: { id: other.id, startsAt: other.startsAt, endsAt: other.endsAt },
      });
    }
  }
  return conflicts;
}

async function checked(tx: TenantDb, input: SeriesInput, plan: SeriesPlan) {
  const outside = await datesOutsideAvailability(tx, input.clinicianId, plan.occurrences);
  const occurrences = [];
  for (const occurrence of plan.occurrences) {
    occurrences.push({
      ...occurrence,
      conflicts: await conflictsAt(tx, input, occurrence),
      outsideAvailability: outside.has(occurrence.date),
    });
  }
  return occurrences;
}

/** The series expanded and checked against every other session and availability; stores nothing. */
export async function previewSeries(
  clinic: TenantDb,
  input: SeriesInput,
): Promise<SeriesPreviewResponse> {
  const plan = await planSeries(clinic, input);
  return { occurrences: await checked(clinic, input, plan), skipped: plan.skipped };
}

export type SeriesOutcome =
  | { booked: SeriesResponse }
  | { conflicts: (Conflict & { date: string })[] }
  | { outside: string[] };

/**
 * Books every occurrence in one transaction that first locks the clinician's member row (as a
 * single booking does), or none: any overlap, or any date outside availability unless confirmed.
 */
export async function bookSeries(
  clinic: TenantDb,
  input: SeriesInput,
  bookedBy: string,
  now: Date,
): Promise<SeriesOutcome> {
  return clinic.transaction(async (tx) => {
    if (!(await lockClinician(tx, input.clinicianId))) throw new HttpError(400, NOT_A_CLINICIAN);
    const plan = await planSeries(tx, input);
    const occurrences = await checked(tx, input, plan);
    const conflicts = occurrences.flatMap((o) => o.conflicts.map((c) => ({ ...c, date: o.date })));
    if (conflicts.length > 0) return { conflicts };
    const outside = occurrences.filter((o) => o.outsideAvailability).map((o) => o.date);
    if (outside.length > 0 && !input.confirmOutsideAvailability) return { outside };
    if (occurrences.length === 0) throw new HttpError(409, SERIES_MESSAGES.nothingToBook);
    // As a single booking does: the clinician may then open the patient's intake and chart.
    const by = { userId: bookedBy, at: now };
    await joinCareTeam(tx, by, input.patientId, input.clinicianId);
    const id = randomUUID();
    const row = {
      id,
      patient_id: input.patientId,
      clinician_id: input.clinicianId,
      frequency: input.frequency,
      first_date: input.firstDate,
      start_minute: minuteOfText(input.startTime),
      minutes: input.minutes,
      count: input.count ?? null,
      until: input.until ?? null,
      time_zone: plan.timeZone,
      booked_by: bookedBy,
      created_at: now,
    };
    await tx.insertInto('series', row).execute();
    await tx
      .insertInto(
        'encounters',
        occurrences.map((o) => ({
          id: randomUUID(),
          patient_id: input.patientId,
          clinician_id: input.clinicianId,
          starts_at: new Date(o.startsAt),
          ends_at: new Date(o.endsAt),
          modality: input.modality,
          type: input.type,
          location: input.location || null,
          booked_by: bookedBy,
          created_at: now,
          updated_at: now,
          series_id: id,
        })),
      )
      .execute();
    const encounters: Encounter[] = (
      await selectEncounters(tx)
        .where('encounters.series_id', '=', id)
        .orderBy('encounters.starts_at')
        .execute()
    ).map(toEncounter);
    return {
      booked: {
        series: {
          id,
          patientId: row.patient_id,
          clinicianId: row.clinician_id,
          frequency: row.frequency,
          firstDate: row.first_date,
          startTime: input.startTime,
          minutes: row.minutes,
          count: row.count,
          until: row.until,
          timeZone: row.time_zone,
        },
        encounters,
        skipped: plan.skipped,
      },
    };
  });
}
