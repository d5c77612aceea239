import {
  patientRemindersPath,
  patientRemindersResponse,
  type PatientReminders,
} from '../../../common/contracts/reminders.contract';
import { httpClient, type HttpClient } from '../http/http-client';

/** A patient's session reminders: whether they go, and the switch; validated by the contract. */
export function createPatientRemindersApi(http: HttpClient) {
  return {
    read: async (patientId: string): Promise<PatientReminders> =>
      (await http.request('get', patientRemindersPath(patientId), patientRemindersResponse))
        .reminders,
    set: async (patientId: string, off: boolean): Promise<PatientReminders> =>
      (
        await http.request('put', patientRemindersPath(patientId), patientRemindersResponse, {
          off,
        })
      ).reminders,
  };
}

export const patientRemindersApi = createPatientRemindersApi(httpClient);
