import type { RequestHandler } from 'msw';
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { todoHandlers } from './todo/todo.handlers';
import { auditHandlers } from './session/audit.handlers';
import { accountHandlers } from './session/account.handlers';
import { patientHandlers } from './patients/patients.handlers';
import { patientReminderHandlers } from './patients/patient-reminders.handlers';
import { sessionHandlers } from './encounters/sessions.handlers';
import { calendarHandlers } from './calendar/calendar.handlers';
import { calendarFeedHandlers } from './calendar/calendar-feed.handlers';
import { smartAppHandlers } from './smart/smart-apps.handlers';
import { availabilityHandlers } from './availability/availability.handlers';
import { seriesHandlers } from './series/series.handlers';
import { clinicHandlers } from './clinic/clinic.handlers';
import { draftKeyHandlers } from './drafts/draft-key.handlers';
import { noteHandlers } from './notes/notes.handlers';
import { intakeHandlers } from './intake/intake.handlers';
import { literatureHandlers } from './literature/literature.handlers';
import { knowledgeHandlers } from './knowledge/knowledge.handlers';
import { speechHandlers } from './speech/speech.handlers';
import { noteDraftHandlers } from './notes/note-drafts.handlers';
import { notificationHandlers } from './notifications/notifications.handlers';
import { portalHandlers } from './portal/portal.handlers';
import { portalAccessHandlers } from './portal/portal-access.handlers';
import { portalSmartGrantHandlers } from './portal/portal-smart-grants.handlers';
import { portalTwoFactorHandlers } from './portal/portal-two-factor.handlers';
import { membersOnlyHandler } from './portal/members-only.handler';
import { portalVisitHandlers } from './visits/portal-visits.handlers';
import { timeRequestHandlers } from './visits/time-requests.handlers';
import { crisisLinesHandlers } from './questionnaires/crisis-lines.handlers';
import { questionnaireHandlers } from './questionnaires/questionnaires.handlers';
import { consentTextHandlers } from './shares/consent-texts.handlers';
import { patientShareHandlers } from './shares/patient-shares.handlers';

/**
 * A refused request is answered with zod's English message, as the server answers it: the
 * contracts' `zod/mini` has no messages of its own.
 */
config(en());

/** Every mock API handler; one set serves dev, unit tests, Storybook and front-end e2e. */
export const handlers: RequestHandler[] = [
  membersOnlyHandler,
  ...todoHandlers,
  ...auditHandlers,
  ...accountHandlers,
  ...patientHandlers,
  ...patientReminderHandlers,
  ...sessionHandlers,
  ...calendarHandlers,
  ...calendarFeedHandlers,
  ...smartAppHandlers,
  ...availabilityHandlers,
  ...seriesHandlers,
  ...clinicHandlers,
  ...draftKeyHandlers,
  ...noteHandlers,
  ...intakeHandlers,
  ...literatureHandlers,
  ...knowledgeHandlers,
  ...speechHandlers,
  ...noteDraftHandlers,
  ...notificationHandlers,
  ...portalHandlers,
  ...portalAccessHandlers,
  ...portalTwoFactorHandlers,
  ...portalSmartGrantHandlers,
  ...portalVisitHandlers,
  ...timeRequestHandlers,
  ...crisisLinesHandlers,
  ...questionnaireHandlers,
  ...consentTextHandlers,
  ...patientShareHandlers,
];
