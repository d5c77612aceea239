import {
  clinicSettings,
  type Clinic,
  type Invitation,
  type Member,
  type PractitionerSummary,
  type RoleGrant,
} from '../../../common/contracts/clinic.contract';

/** Made-up clinic, people and invitations for the stories only. */
export const storyClinic: Clinic = {
  id: 'c1',
  name: 'Harbour Street Counselling',
  address: '12 Harbour Street, Bristol BS1 4AA',
  phone: '+44 117 000 0000',
  timeZone: 'Europe/Bucharest',
  settings: clinicSettings.parse({ defaultSessionMinutes: 50 }),
  mrnSystem: null,
};

export const storyZones = [
  'Europe/Bucharest',
  'Europe/London',
  'America/New_York',
  'Asia/Shanghai',
];

export const storyMembers: Member[] = [
  {
    id: 'm1',
    name: 'Ada Lovelace',
    email: 'ada@harbour.example',
    roles: ['owner', 'clinician'],
    active: true,
    credentials: 'PsyD',
    licenceNumber: 'PSY-1042',
  },
  {
    id: 'm2',
    name: 'Grace Hopper',
    email: 'grace@harbour.example',
    roles: ['clinician'],
    active: true,
    credentials: 'LCSW',
    licenceNumber: null,
  },
  {
    id: 'm3',
    name: 'Barbara Liskov',
    email: 'barbara@harbour.example',
    roles: ['staff'],
    active: false,
    credentials: null,
    licenceNumber: null,
  },
];

export const longNamedMember: Member = {
  id: 'm4',
  name: 'Maria Magdalena Alexandrescu-Wolfeschlegelsteinhausen de la Cruz y Montenegro',
  email: 'maria.magdalena.alexandrescu-wolfeschlegelsteinhausen@a-very-long-clinic-domain.example',
  roles: ['owner', 'clinician', 'staff'],
  active: true,
  credentials: 'PhD, LMFT, LPCC, Certified EMDR Practitioner',
  licenceNumber: 'LMFT-000000000000123456',
};

const at = (iso: string) => new Date(iso).toISOString();

export const storyInvitations: Invitation[] = (
  ['pending', 'accepted', 'revoked', 'expired'] as const
).map((status, index) => ({
  id: `i${index}`,
  email: `${status}.person@harbour.example`,
  roles: index % 2 ? ['staff'] : ['clinician'],
  status,
  createdAt: at('2026-11-20T09:00:00Z'),
  expiresAt: at('2026-11-27T09:00:00Z'),
  invitedBy: 'm1',
}));

export const storyPractitioners: PractitionerSummary[] = [
  {
    id: 'm1',
    name: 'Ada Lovelace',
    credentials: 'PsyD',
    caseloadSize: 18,
    sessionsThisWeek: 12,
    unsignedNotes: 2,
  },
  {
    id: 'm2',
    name: 'Grace Hopper',
    credentials: null,
    caseloadSize: 24,
    sessionsThisWeek: 17,
    unsignedNotes: 0,
  },
];

export const storyWeek = {
  weekFrom: '2026-11-22T22:00:00.000Z',
  weekTo: '2026-11-29T22:00:00.000Z',
  timeZone: 'Europe/Bucharest',
};

const storyGrant = (grant: Partial<RoleGrant> & Pick<RoleGrant, 'id' | 'kind'>): RoleGrant => ({
  memberId: 'm3',
  memberName: 'Barbara Liskov',
  status: grant.kind === 'approval' ? 'pending' : 'in-force',
  rolesBefore: ['owner'],
  rolesAfter: ['owner', 'clinician'],
  requestedAt: '2026-03-02T09:30:00.000Z',
  decidedBy: null,
  decidedAt: null,
  endedAt: null,
  ...grant,
});

/** Members' requests for a clinical role of their own: one waiting, one break-glass. */
export const storyPendingGrant = storyGrant({ id: 'g1', kind: 'approval' });
export const storyOwnPendingGrant = storyGrant({
  id: 'g2',
  kind: 'approval',
  memberId: 'm1',
  memberName: 'Ada Lovelace',
  rolesBefore: ['owner'],
});
export const storyBreakGlass = storyGrant({ id: 'g3', kind: 'break-glass' });
