import type { Notification } from '../../../common/contracts/notifications.contract';
import { panelPath, type ProductPage } from '../route-table';

/** A product page about one record (the shell links by address: it imports no feature). */
const pageFor = (page: ProductPage, param: string, id: string) =>
  `${panelPath(page)}?${param}=${encodeURIComponent(id)}`;

/**
 * Where a notification leads: an overdue note to its session (which opens the note's own form), a
 * risk flag or a questionnaire's item 9 to the chart, a finished transcription to the session's speech entry, an accepted
 * invitation to the clinic's members (the organization page).
 */
export function notificationHref(notification: Notification): string {
  const { kind, patient, sessionId } = notification;
  if (kind === 'note-overdue' && sessionId) return pageFor('patientviewsession', 'id', sessionId);
  if (kind === 'transcription-finished' && sessionId) {
    return pageFor('speechentry', 'session', sessionId);
  }
  if ((kind === 'risk-flag' || kind === 'questionnaire-safety') && patient)
    return pageFor('patientdashboard', 'id', patient.id);
  return panelPath('organization');
}
