/** Where the pages a session links to live (spec §2: /app/panels/hospital/<page>). */
const HOSPITAL = '/app/panels/hospital';

export const chartHref = (patientId: string) =>
  `${HOSPITAL}/patientdashboard?id=${encodeURIComponent(patientId)}`;
export const sessionHref = (encounterId: string) =>
  `${HOSPITAL}/patientviewsession?id=${encodeURIComponent(encounterId)}`;
/** The session page without a session: booking one for the patient (the chart links here). */
export const bookSessionHref = (patientId: string) =>
  `${HOSPITAL}/patientviewsession?patientId=${encodeURIComponent(patientId)}`;
