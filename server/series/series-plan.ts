import {
  ruleOfSeriesInput,
  seriesProblemMessage,
  type SeriesInput,
} from '../../common/contracts/series.contract.ts';
import {
  MAX_SERIES_DAYS,
  expandSeries,
  type PlannedOccurrence,
  type SkippedDate,
} from '../../common/time/series-expansion.ts';
import { addDays, formatIsoDate, parseIsoDate } from '../../common/time/zoned-time.ts';
import { datesOffOf, readClinicHours } from '../availability/availability.repository.ts';
import { readClinic } from '../clinic/clinic-profile.repository.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { HttpError } from '../http/http-error.ts';

export interface SeriesPlan {
  timeZone: string;
  occurrences: PlannedOccurrence[];
  skipped: SkippedDate[];
}

/**
 * The series' occurrences in the clinic's zone, its holidays, the clinician's dates off and the
 * dates the booking leaves out skipped; a 400 naming the problem when the rule is out of bounds or its time falls in a gap.
 */
export async function planSeries(clinic: TenantDb, input: SeriesInput): Promise<SeriesPlan> {
  const { timeZone } = await readClinic(clinic);
  const firstDate = parseIsoDate(input.firstDate)!;
  const range = {
    from: input.firstDate,
    to: formatIsoDate(addDays(firstDate, MAX_SERIES_DAYS)),
  };
  const [{ holidays }, datesOff] = await Promise.all([
    readClinicHours(clinic, range),
    datesOffOf(clinic, [input.clinicianId], range),
  ]);
  const expansion = expandSeries(
    ruleOfSeriesInput(input),
    timeZone,
    {
      holidays: new Set(holidays.map((h) => h.date)),
      datesOff: new Set(datesOff.get(input.clinicianId) ?? []),
    },
    input.exceptDates,
  );
  if ('problem' in expansion) throw new HttpError(400, seriesProblemMessage(expansion.problem));
  return { timeZone, ...expansion };
}
