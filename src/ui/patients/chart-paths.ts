/** Where the product pages of a patient live (spec §2: /app/panels/hospital/<page>). */
const HOSPITAL = '/app/panels/hospital';

export const patientListHref = `${HOSPITAL}/patient`;
export const chartHref = (patientId: string) =>
  `${HOSPITAL}/patientdashboard?id=${encodeURIComponent(patientId)}`;
export const sessionHref = (encounterId: string) =>
  `${HOSPITAL}/patientviewsession?id=${encodeURIComponent(encounterId)}`;
/** The session page's booking form for this patient (no session yet). */
export const bookingHref = (patientId: string) =>
  `${HOSPITAL}/patientviewsession?patientId=${encodeURIComponent(patientId)}`;
