import {
  INVITATION_TTL_DAYS,
  clinicSettings,
  type Clinic,
  type Invitation,
  type Member,
  type MemberRole,
  type PractitionerSummary,
  type RoleGrant,
} from '../../../common/contracts/clinic.contract';
import { toUser, type AccountRecord, accountName } from '../session/account.db';
import { DEMO_ACCOUNT, DEMO_FRONT_DESK } from '../session/demo-account';
import { provideTwoFactorRule } from '../session/two-factor.store';

/**
 * The clinic of the browser mock (dev, Storybook, front-end e2e, page tests): one profile,
 * members and invitations per clinic, in memory. Counts on the practitioners list are fixed per
 * member (the mock keeps no sessions or notes); the real server counts them.
 */

/** The demo invitation link's token: `/auth/accept-invitation#token=…` works in the mock build. */
export const DEMO_INVITATION_TOKEN = 'demo-invitation-token-0001';
export const DEMO_INVITATION_EMAIL = 'new.colleague@praxis.clinic';
export const DEMO_CLINIC_NAME = 'Praxis Demo Clinic';

export interface MockMember extends Member {
  counts: Pick<PractitionerSummary, 'caseloadSize' | 'sessionsThisWeek' | 'unsignedNotes'>;
}
export interface MockInvitation extends Invitation {
  token: string;
}
export interface MockClinic {
  clinic: Clinic;
  members: MockMember[];
  invitations: MockInvitation[];
  /** Requests for a clinical role members gave themselves (issue 31), every state kept. */
  roleGrants: RoleGrant[];
}

const DAY_MS = 86_400_000;
const NO_COUNTS = { caseloadSize: 0, sessionsThisWeek: 0, unsignedNotes: 0 };

export const newInvitation = (
  email: string,
  roles: MemberRole[],
  invitedBy: string,
  now = Date.now(),
): MockInvitation => ({
  id: crypto.randomUUID(),
  email,
  roles,
  status: 'pending',
  createdAt: new Date(now).toISOString(),
  expiresAt: new Date(now + INVITATION_TTL_DAYS * DAY_MS).toISOString(),
  invitedBy,
  token: crypto.randomUUID(),
});

const member = (
  id: string,
  name: string,
  email: string,
  roles: MemberRole[],
  extra: Partial<MockMember> = {},
): MockMember => ({
  id,
  name,
  email,
  roles,
  active: true,
  credentials: null,
  licenceNumber: null,
  counts: NO_COUNTS,
  ...extra,
});

function demoClinic(): MockClinic {
  const now = Date.now();
  const demo = DEMO_ACCOUNT;
  return {
    clinic: {
      id: demo.tenantId,
      name: DEMO_CLINIC_NAME,
      address: 'Strada Exemplu 12, 010101 București',
      phone: '+40 21 000 0000',
      timeZone: 'Europe/Bucharest',
      settings: clinicSettings.parse({ defaultSessionMinutes: 50 }),
      mrnSystem: null,
    },
    members: [
      member(demo.id, `${demo.firstName} ${demo.lastName}`, demo.email, ['owner', 'clinician'], {
        credentials: 'PsyD',
        licenceNumber: 'RO-PSY-1042',
        counts: { caseloadSize: 18, sessionsThisWeek: 12, unsignedNotes: 2 },
      }),
      member('demo-clinician-2', 'Ioana Popescu', 'ioana.popescu@praxis.clinic', ['clinician'], {
        credentials: 'LCSW',
        licenceNumber: 'RO-SW-2210',
        counts: { caseloadSize: 24, sessionsThisWeek: 17, unsignedNotes: 0 },
      }),
      member(
        DEMO_FRONT_DESK.id,
        `${DEMO_FRONT_DESK.firstName} ${DEMO_FRONT_DESK.lastName}`,
        DEMO_FRONT_DESK.email,
        ['staff'],
      ),
      member('demo-clinician-3', 'Sam Rivera', 'sam.rivera@praxis.clinic', ['clinician'], {
        active: false,
        credentials: 'LMFT',
        counts: { caseloadSize: 0, sessionsThisWeek: 0, unsignedNotes: 1 },
      }),
    ],
    roleGrants: [],
    invitations: [
      {
        ...newInvitation(DEMO_INVITATION_EMAIL, ['clinician'], demo.id, now),
        token: DEMO_INVITATION_TOKEN,
      },
      {
        ...newInvitation('late.reply@praxis.clinic', ['staff'], demo.id, now - 10 * DAY_MS),
      },
    ],
  };
}

const clinics = new Map<string, MockClinic>();

// Two-factor's mock (issue 36) reads the clinic's rule from here: a clinic not yet made has the default.
provideTwoFactorRule(
  (tenantId) =>
    (tenantId === DEMO_ACCOUNT.tenantId ? allClinics() : [...clinics.values()]).find(
      (c) => c.clinic.id === tenantId,
    )?.clinic.settings.twoFactorRequired ?? false,
);

/** The caller's clinic, made on first use (a mock sign-up founds one) with the caller as owner. */
export function clinicOf(account: AccountRecord): MockClinic {
  let state = clinics.get(account.tenantId);
  if (!state) {
    state =
      account.tenantId === DEMO_ACCOUNT.tenantId
        ? demoClinic()
        : {
            clinic: {
              id: account.tenantId,
              name: 'My clinic',
              address: null,
              phone: null,
              timeZone: 'Europe/Bucharest',
              settings: clinicSettings.parse({ defaultSessionMinutes: 50 }),
              mrnSystem: null,
            },
            members: [],
            invitations: [],
            roleGrants: [],
          };
    clinics.set(account.tenantId, state);
  }
  if (!state.members.some((m) => m.id === account.id)) {
    // A mock account joins with account.db's roles (owner + clinician: it founded its clinic).
    const name = accountName(account);
    state.members.push(member(account.id, name, account.email, toUser(account).roles));
  }
  return state;
}

/** Every clinic known to the mock, the demo clinic included (invitation tokens are looked up across them). */
export function allClinics(): MockClinic[] {
  if (!clinics.has(DEMO_ACCOUNT.tenantId)) clinics.set(DEMO_ACCOUNT.tenantId, demoClinic());
  return [...clinics.values()];
}

/** An invitation's status now: a pending one past its expiry is expired. */
export const statusNow = (
  invitation: MockInvitation,
  now = Date.now(),
): MockInvitation['status'] =>
  invitation.status === 'pending' && Date.parse(invitation.expiresAt) <= now
    ? 'expired'
    : invitation.status;

export const toMember = ({ counts: _counts, ...rest }: MockMember): Member => rest;
export const toInvitation = ({ token: _token, ...rest }: MockInvitation): Invitation => ({
  ...rest,
  status: statusNow({ token: _token, ...rest }),
});

/** Back to the seeded demo clinic; tests and stories call it for isolation. */
export function resetMockClinic(): void {
  clinics.clear();
}
