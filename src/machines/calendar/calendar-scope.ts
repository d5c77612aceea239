/**
 * Whose sessions the calendar's week and agenda show (issue 32), by the rights the server applies:
 * the front desk and owners (`seeClinicSchedule`) may see the whole clinic or any clinician; a
 * clinician sees their own calendar, or names a colleague (whose sessions come as busy blocks).
 * Pure: the caller passes who is signed in.
 */

/** The URL's `clinician` value for the whole clinic. */
export const WHOLE_CLINIC = 'all';

export interface CalendarViewer {
  userId: string | null;
  isClinician: boolean;
  seesClinic: boolean;
}

/**
 * The choice in effect: the URL's clinician, or the viewer's default (their own calendar for a
 * clinician, the whole clinic otherwise); null for a member with no calendar at all. A clinician
 * who may not see the whole clinic is shown their own calendar for a link that names it.
 */
export function chosenCalendar(chosen: string | null, viewer: CalendarViewer): string | null {
  const own = viewer.isClinician ? viewer.userId : null;
  if (!viewer.seesClinic) return chosen && chosen !== WHOLE_CLINIC ? chosen : own;
  return chosen ?? own ?? WHOLE_CLINIC;
}

/** The calendar query's clinician for a choice: none for the whole clinic. */
export const clinicianQueryOf = (choice: string): { clinicianId?: string } =>
  choice === WHOLE_CLINIC ? {} : { clinicianId: choice };
