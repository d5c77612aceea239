import type { Patient } from '../../common/contracts/patients.contract.ts';
import type { SeriesInput } from '../../common/contracts/series.contract.ts';
import type { SessionClinic } from '../encounters/encounters.test-kit.ts';

/** A weekly 09:00 series of 50-minute sessions with the founder, from `firstDate` on. */
export const weeklySeries = (
  clinic: SessionClinic,
  patient: Patient,
  firstDate: string,
  count: number,
  extra: Partial<SeriesInput> = {},
): SeriesInput => ({
  patientId: patient.id,
  clinicianId: clinic.founder.user.id,
  firstDate,
  startTime: '09:00',
  minutes: 50,
  frequency: 'weekly',
  count,
  modality: 'in-person',
  type: 'individual',
  ...extra,
});

/** Previews or books a series (as the front desk unless `token` says otherwise). */
export const postSeries = (
  clinic: SessionClinic,
  what: 'preview' | 'book',
  body: unknown,
  token = clinic.staff.access_token,
) =>
  clinic.server.request('POST', what === 'preview' ? '/series/preview' : '/series', {
    token,
    body,
  });
