import type { MemberRole } from '../../common/contracts/clinic.contract.ts';

/** The demo clinic's profile (fictional: the address and phone reach no one). */
export const DEMO_CLINIC = {
  id: 'demo-clinic',
  name: 'Praxis Demo Clinic',
  address: 'Strada Exemplului 12, 010101 București, Romania (fictional demo address)',
  phone: '+40 21 000 0000',
  timeZone: 'Europe/Bucharest',
} as const;

/** Every demo account shares this password (printed by `npm start`). */
export const DEMO_PASSWORD = 'praxis-demo-1';

export interface DemoMember {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: readonly MemberRole[];
  credentials: string | null;
  licenceNumber: string | null;
  /** Where this clinician sees patients in person. */
  room: string | null;
}

/** The members, one in each role and the combinations a small clinic has; all fictional. */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    id: 'demo-practitioner',
    email: 'demo@praxis.clinic',
    firstName: 'Dana',
    lastName: 'Demo',
    roles: ['owner', 'clinician'],
    credentials: 'PsyD',
    licenceNumber: 'DEMO-0001',
    room: 'Room 1',
  },
  {
    id: 'demo-clinician-2',
    email: 'clinician2@praxis.clinic',
    firstName: 'Mihai',
    lastName: 'Stănescu',
    roles: ['clinician'],
    credentials: 'LCSW',
    licenceNumber: 'DEMO-0002',
    room: 'Room 2',
  },
  {
    id: 'demo-clinician-3',
    email: 'clinician3@praxis.clinic',
    firstName: 'Amira',
    lastName: 'Haddad',
    roles: ['clinician'],
    credentials: 'PsyD',
    licenceNumber: 'DEMO-0003',
    room: 'Room 3',
  },
  {
    id: 'demo-front-desk',
    email: 'frontdesk@praxis.clinic',
    firstName: 'Irina',
    lastName: 'Dobre',
    roles: ['staff'],
    credentials: null,
    licenceNumber: null,
    room: null,
  },
  {
    id: 'demo-manager',
    email: 'manager@praxis.clinic',
    firstName: 'Claire',
    lastName: 'Martin',
    roles: ['owner'],
    credentials: null,
    licenceNumber: null,
    room: null,
  },
];

export const DEMO_CLINICIANS = DEMO_MEMBERS.filter((m) => m.roles.includes('clinician'));
export const DEMO_FRONT_DESK = DEMO_MEMBERS.find((m) => m.roles.includes('staff')) as DemoMember;

/** What `npm start` and the README print: each account and its roles. */
export const DEMO_ACCOUNTS = DEMO_MEMBERS.map((m) => ({
  email: m.email,
  password: DEMO_PASSWORD,
  roles: m.roles,
}));
