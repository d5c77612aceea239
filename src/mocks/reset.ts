import { resetMockCalendarFeeds } from './calendar/calendar-feed.handlers';
import { resetMockSmartApps } from './smart/smart-apps.handlers';
import { resetMockClinic } from './clinic/clinic.db';
import { resetMockQuestionnaires } from './questionnaires/questionnaires.handlers';
import { resetMockDraftKeys } from './drafts/draft-key.handlers';
import { resetMockIntakes } from './intake/intake.store';
import { resetMockReadingLists } from './literature/reading-list.handlers';
import { resetMockNoteDrafts } from './notes/note-drafts.handlers';
import { resetMockNotes } from './notes/notes.store';
import { resetMockPatientReminders } from './patients/patient-reminders.handlers';
import { resetMockNotifications } from './notifications/notifications.store';
import { resetMockPatients } from './patients/patients.store';
import { resetAccountData } from './session/account.db';
import { resetAuditTrail } from './session/audit.handlers';
import { resetTwoFactor } from './session/two-factor.store';
import { resetMockSessions } from './encounters/sessions.store';
import { resetMockAvailability } from './availability/availability.store';
import { resetMockSeries } from './series/series.handlers';
import { resetMockSpeech } from './speech/speech.store';
import { resetTodoData } from './todo/todo.db';
import { resetMockTimeRequests } from './visits/time-requests.store';
import { resetMockPortalAccess } from './portal/portal-access.handlers';
import { resetMockPatientGrants } from './portal/portal-smart-grants.handlers';
import { resetMockConsentTexts } from './shares/consent-texts.handlers';
import { resetMockShares } from './shares/patient-shares.handlers';

/**
 * Puts every store of the mock API back to its seed: the demo accounts, clinic and lists, and
 * nothing any test wrote. Test files call it before they start, so that files sharing one module
 * graph (the unit project runs them in one context per worker) each meet the API a fresh load
 * would give them.
 */
export function resetMockApi(): void {
  resetAccountData();
  resetAuditTrail();
  resetTwoFactor();
  resetMockClinic();
  resetMockPatients();
  resetMockPatientReminders();
  resetMockSessions();
  resetMockTimeRequests();
  resetMockCalendarFeeds();
  resetMockSmartApps();
  resetMockSeries();
  resetMockAvailability();
  resetMockNotes();
  resetMockNoteDrafts();
  resetMockIntakes();
  resetMockSpeech();
  resetMockNotifications();
  resetMockDraftKeys();
  resetMockReadingLists();
  resetMockQuestionnaires();
  resetMockPortalAccess();
  resetMockPatientGrants();
  resetMockConsentTexts();
  resetMockShares();
  resetTodoData();
}
