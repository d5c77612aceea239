import { http, HttpResponse } from 'msw';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import {
  CLINIC_PATHS,
  clinicSettings,
  type Clinic,
  type ClinicSettings,
} from '../../../common/contracts/clinic.contract';
import type { Encounter, EncounterInput } from '../../../common/contracts/encounters.contract';
import { httpClient } from '../../api/http/http-client';
import { patientsApi } from '../../api/patients/patients.api';
import { sessionsApi } from '../../api/encounters/sessions.api';
import { accountApi } from '../../api/session/account.api';
import { server } from '../../mocks/node';
import { mockClinicOf, resetMockPatients } from '../../mocks/patients/patients.store';
import { createAccount, resetAccountData } from '../../mocks/session/account.db';
import { DEMO_ACCOUNT, DEMO_FRONT_DESK } from '../../mocks/session/demo-account';
import { resetMockSessions } from '../../mocks/encounters/sessions.store';
import { dayBoundsAt } from '../../ui/encounters/session-time';
import { pageUser } from '../session/page-test-kit';

export const TIME_ZONE = 'Europe/Bucharest';
const PASSWORD = 'sessions-test-1';

export const CLINIC: Clinic = {
  id: DEMO_ACCOUNT.tenantId,
  name: 'Praxis Test Clinic',
  address: null,
  phone: null,
  timeZone: TIME_ZONE,
  settings: clinicSettings.parse({ defaultSessionMinutes: 45 }),
  mrnSystem: null,
};

/** Another clinician of the clinic, for sessions that are not the signed-in user's. */
export const OTHER_CLINICIAN = { id: 'c-other', name: 'Grace Okafor' };

const url = (path: string) => `*${API_BASE_PATH}${path}`;

/**
 * A clean mock API signed in as the page tests' user (`pageUser`, owner + clinician), or as the
 * seeded front desk (staff) with `frontDesk`, with the clinic's profile and practitioners stubbed
 * here (the clinic feature's mock is not this one's).
 */
export async function signInToMock({ frontDesk = false } = {}) {
  resetAccountData();
  resetMockPatients();
  resetMockSessions();
  createAccount({
    id: pageUser.id,
    email: pageUser.email,
    password: PASSWORD,
    firstName: 'Ada',
    lastName: 'L',
  });
  const login = frontDesk
    ? await accountApi.login(DEMO_FRONT_DESK.email, DEMO_FRONT_DESK.password)
    : await accountApi.login(pageUser.email, PASSWORD);
  httpClient.configure({ getToken: () => login.access_token ?? null });
  const dayCalls: string[] = [];
  server.use(
    http.get(url(CLINIC_PATHS.profile), () => HttpResponse.json({ clinic: CLINIC })),
    http.get(url(CLINIC_PATHS.practitioners), () =>
      HttpResponse.json({
        practitioners: [pageUser, OTHER_CLINICIAN].map((p) => ({
          id: p.id,
          name: p.name,
          credentials: null,
          caseloadSize: 0,
          sessionsThisWeek: 0,
          unsignedNotes: 0,
        })),
      }),
    ),
    http.get(url('/dashboard/day'), ({ request }) => {
      dayCalls.push(request.url);
      return undefined;
    }),
  );
  return { dayCalls };
}

/** The clinic's profile with some settings changed (e.g. AI drafting off), for one test. */
export function stubClinicSettings(settings: Partial<ClinicSettings>) {
  const clinic: Clinic = { ...CLINIC, settings: { ...CLINIC.settings, ...settings } };
  server.use(http.get(url(CLINIC_PATHS.profile), () => HttpResponse.json({ clinic })));
}

export const signOutOfMock = () => httpClient.configure({ getToken: () => null });

export async function registerPatient(givenName: string, familyName: string, flags: string[] = []) {
  const patient = await patientsApi.register({ givenName, familyName, birthDate: '1985-12-10' });
  const stored = mockClinicOf(DEMO_ACCOUNT.tenantId).patients.find((p) => p.id === patient.id);
  if (stored) stored.flags = flags;
  return patient;
}

/** Today's clinic day, and an instant `hours` after it began. */
export const today = () => dayBoundsAt(new Date(), TIME_ZONE);
export const todayAt = (hours: number) =>
  new Date(Date.parse(today().from) + hours * 3_600_000).toISOString();

export async function bookToday(
  patientId: string,
  hours: number,
  details: Partial<EncounterInput> = {},
): Promise<Encounter> {
  return sessionsApi.book({
    patientId,
    clinicianId: pageUser.id,
    startsAt: todayAt(hours),
    endsAt: todayAt(hours + 0.75),
    modality: 'in-person',
    type: 'individual',
    location: 'Room 2',
    ...details,
  });
}
