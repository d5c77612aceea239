/** Where the pages a session links to live (spec §2: /app/panels/hospital/<page>). */
const HOSPITAL = '/app/panels/hospital';

export const chartHref = (patientId: string) =>
  `${HOSPITAL}/patientdashboard?id=${encodeURIComponent(patientId)}`;
export const sessionHref = (encounterId: string) =>
  `${HOSPITAL}/patientviewsession?id=${encodeURIComponent(encounterId)}`;
/**
 * The session page without a session: booking one for the patient (the chart links here), its
 * form prefilled with a clinician, date and time when a calendar slot names them.
 */
export const bookSessionHref = (
  patientId: string,
  slot?: { clinicianId?: string; date: string; time: string },
) => {
  const params = new URLSearchParams({ patientId, ...slot });
  return `${HOSPITAL}/patientviewsession?${params.toString()}`;
};
/** The practitioner dashboard's calendar at a place (`search` with its `?`, or nothing). */
export const calendarHref = (search = '') => `${HOSPITAL}/practitionerdashboard${search}`;
