import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { mayDo } from '../../../common/contracts/clinic.contract';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import {
  REMINDER_PATHS,
  patientRemindersInput,
  type PatientReminders,
} from '../../../common/contracts/reminders.contract';
import { toUser } from '../session/account.db';
import { callerOf, holds, type Caller } from './patient-records.handlers';
import { recordMockAccess } from './patients.store';
import { fail } from '../mock-replies';

const url = `*${API_BASE_PATH}${REMINDER_PATHS.patient}`;

/** Patients whose reminders are switched off, by clinic and patient id. */
const switchedOff = new Set<string>();
export const resetMockPatientReminders = () => switchedOff.clear();
const keyOf = ({ account, patient }: Caller) => `${account.tenantId}/${patient.id}`;

/** The switch, an e-mail on file and the latest contact consent granted, as the server reads them. */
function remindersOf(caller: Caller): PatientReminders {
  const history = caller.clinic.consents.get(caller.patient.id) ?? [];
  const contact = history.filter((entry) => entry.kind === 'contact').at(-1);
  return {
    off: switchedOff.has(keyOf(caller)),
    hasEmail: Boolean(caller.patient.email),
    contactConsent: contact?.status === 'granted',
  };
}

/**
 * A patient's reminders in the browser mock, as the server answers them (held to it by
 * `tests/contract/patient-reminders-contract.test.ts`): every member reads them (no trail line of
 * their own: they are part of the chart, whose opening is one); staff,
 * owners and the care team's clinicians switch them.
 */
export const patientReminderHandlers: HttpHandler[] = [
  http.get(url, ({ request, params }) => {
    const caller = callerOf(request, params.id);
    if (caller instanceof Response) return caller;
    // Part of the chart, whose opening is its one "read" line, as on the server.
    return HttpResponse.json({ reminders: remindersOf(caller) });
  }),
  http.put(url, async ({ request, params }) => {
    const caller = callerOf(request, params.id);
    if (caller instanceof Response) return caller;
    const body = patientRemindersInput.safeParse(await request.json().catch(() => null));
    if (!body.success) {
      const issue = body.error.issues[0];
      return fail(400, `Invalid request body: ${issue?.path.join('.')}: ${issue?.message}`);
    }
    if (!holds(caller, 'setPatientReminders')) {
      const byRole = mayDo(toUser(caller.account).roles, 'setPatientReminders');
      return fail(403, byRole ? HTTP_MESSAGES.outsideCaseload : HTTP_MESSAGES.forbiddenRole);
    }
    if (body.data.off) switchedOff.add(keyOf(caller));
    else switchedOff.delete(keyOf(caller));
    recordMockAccess(caller.account.tenantId, {
      userId: caller.account.id,
      patientId: caller.patient.id,
      action: 'update',
    });
    return HttpResponse.json({ reminders: remindersOf(caller) });
  }),
];
