import { http, HttpResponse } from 'msw';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { CLINIC_PATHS, type Member } from '../../../common/contracts/clinic.contract';
import { ENCOUNTER_PATHS, type Encounter } from '../../../common/contracts/encounters.contract';
import type { Patient, PatientInput } from '../../../common/contracts/patients.contract';
import { httpClient } from '../../api/http/http-client';
import { patientsApi } from '../../api/patients/patients.api';
import { accountApi } from '../../api/session/account.api';
import { DEMO_ACCOUNT } from '../../mocks/session/demo-account';
import { server } from '../../mocks/node';
import { storySession } from '../../ui/patients/chart-story-data';

const url = (path: string) => `*${API_BASE_PATH}${path}`;

/** The demo account of the mock API, signed in: every call of the page carries its token. */
export async function signInDemo() {
  const login = await accountApi.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  httpClient.configure({ getToken: () => login.access_token ?? null });
}

export const signOutDemo = () => httpClient.configure({ getToken: () => null });

export const demoClinician: Member = {
  id: DEMO_ACCOUNT.id,
  email: DEMO_ACCOUNT.email,
  name: `${DEMO_ACCOUNT.firstName} ${DEMO_ACCOUNT.lastName}`,
  roles: ['owner', 'clinician'],
  active: true,
  credentials: 'LCSW',
  licenceNumber: null,
};

/**
 * The clinic profile and members (the clinic feature's endpoints) and a patient's sessions (the
 * sessions feature's), answered here: the chart calls them, this feature does not own their mocks.
 */
export function stubClinicAndSessions(options: {
  sessions?: Encounter[];
  members?: Member[];
  timeZone?: string;
}) {
  server.use(
    http.get(url(CLINIC_PATHS.profile), () =>
      HttpResponse.json({
        clinic: {
          id: DEMO_ACCOUNT.tenantId,
          name: 'Demo clinic',
          address: null,
          phone: null,
          timeZone: options.timeZone ?? 'Europe/Bucharest',
          settings: { defaultSessionMinutes: 50 },
        },
      }),
    ),
    http.get(url(CLINIC_PATHS.members), () =>
      HttpResponse.json({ members: options.members ?? [demoClinician] }),
    ),
    http.get(url(ENCOUNTER_PATHS.list), ({ request }) => {
      const patientId = new URL(request.url).searchParams.get('patientId');
      const encounters = (options.sessions ?? []).filter((s) => s.patient.id === patientId);
      return HttpResponse.json({ encounters });
    }),
  );
}

export const registerPatient = (input: Partial<PatientInput> = {}): Promise<Patient> =>
  patientsApi.register({
    givenName: 'Ada',
    familyName: 'Lovelace',
    birthDate: '1985-12-10',
    ...input,
  });

/** A session of `patient` with the demo clinician. */
export function sessionOf(
  patient: Patient,
  id: string,
  startsAt: string,
  extra: Partial<Encounter> = {},
): Encounter {
  return storySession(id, startsAt, {
    patient: {
      id: patient.id,
      name: `${patient.givenName} ${patient.familyName}`,
      mrn: patient.mrn,
    },
    clinician: { id: demoClinician.id, name: demoClinician.name },
    ...extra,
  });
}
