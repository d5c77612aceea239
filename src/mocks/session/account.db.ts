import { drop, factory, primaryKey } from '@mswjs/data';
import type { User } from '../../../common/contracts/account.contract';
import { DEMO_ACCOUNT, DEMO_FRONT_DESK, DEMO_PORTAL_PATIENT } from './demo-account';

const db = factory({
  account: {
    id: primaryKey(String),
    email: String,
    password: String,
    firstName: String,
    lastName: String,
    tenantId: String,
    /** A portal patient's account (issue 36): the patient it is scoped to; '' for a member. */
    patientId: String,
  },
});

export type AccountRecord = NonNullable<ReturnType<typeof db.account.findFirst>>;

export interface NewAccount {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Reset tokens issued by the password-reset request, by token. */
const resetTokens = new Map<string, string>();

/** Per account: tokens minted before the last password change or reset carry an older number. */
const sessionGenerations = new Map<string, number>();

export const sessionGeneration = (accountId: string): number =>
  sessionGenerations.get(accountId) ?? 0;

/** Refresh token ids already swapped, and sign-in sessions ended by a reused one. */
const usedRefreshTokens = new Set<string>();
const revokedSessions = new Set<string>();

export const isSessionRevoked = (sessionId: string | undefined): boolean =>
  sessionId !== undefined && revokedSessions.has(sessionId);

/**
 * Claims a refresh token id once, like the server: a second use means it was stolen or replayed,
 * so the whole sign-in session ends. Answers whether the swap may go ahead.
 */
export function claimRefreshToken(tokenId: string, sessionId: string): boolean {
  if (usedRefreshTokens.has(tokenId)) {
    revokedSessions.add(sessionId);
    return false;
  }
  usedRefreshTokens.add(tokenId);
  return !revokedSessions.has(sessionId);
}

/** Like the server on a password change or reset: every session of the account ends. */
export function endAccountSessions(accountId: string): void {
  sessionGenerations.set(accountId, sessionGeneration(accountId) + 1);
}

/** A member's name as the server shows it: given name, then family name. */
export const accountName = (account: AccountRecord): string =>
  `${account.firstName} ${account.lastName}`;

export const toUser = (account: AccountRecord): User =>
  account.patientId
    ? // A portal patient is not a member: no role, and the one patient the session is scoped to.
      { ...userBase(account), roles: [], patientId: account.patientId }
    : {
        ...userBase(account),
        // The seeded front desk is staff; every other mock account founded its clinic.
        roles: account.id === DEMO_FRONT_DESK.id ? ['staff'] : ['owner', 'clinician'],
      };

const userBase = (account: AccountRecord) => ({
  id: account.id,
  email: account.email,
  name: accountName(account),
  tenantId: account.tenantId,
});

export const findByEmail = (email: string) =>
  db.account.findFirst({ where: { email: { equals: email.toLowerCase() } } });

export const findById = (id: string) => db.account.findFirst({ where: { id: { equals: id } } });

export function createAccount(input: NewAccount): AccountRecord {
  return db.account.create({
    ...input,
    email: input.email.toLowerCase(),
    tenantId: DEMO_ACCOUNT.tenantId,
  });
}

/** A portal patient's account (issue 36), made when their invitation's link sets the password. */
export function createPortalAccount(
  input: NewAccount & { tenantId: string; patientId: string },
): AccountRecord {
  return db.account.create({ ...input, email: input.email.toLowerCase() });
}

/** Removes an account (a revoked portal patient's): it signs in no more. */
export function deleteAccount(id: string): void {
  db.account.delete({ where: { id: { equals: id } } });
}

export function updateAccount(
  id: string,
  data: Partial<Omit<NewAccount, 'id'>>,
): AccountRecord | null {
  return db.account.update({ where: { id: { equals: id } }, data });
}

export function issueResetToken(accountId: string): string {
  const token = crypto.randomUUID();
  resetTokens.set(token, accountId);
  return token;
}

/** The reset link's token the mock would have e-mailed to this address (tests and stories read it). */
export function sentResetToken(email: string): string | undefined {
  const account = findByEmail(email);
  return [...resetTokens].find(([, accountId]) => accountId === account?.id)?.[0];
}

/** The account a reset token was issued for; each token works once. */
export function redeemResetToken(token: string): string | undefined {
  const accountId = resetTokens.get(token);
  resetTokens.delete(token);
  return accountId;
}

/** Back to the seeded demo accounts only; tests and stories call it for isolation. */
export function resetAccountData(): void {
  drop(db);
  resetTokens.clear();
  sessionGenerations.clear();
  usedRefreshTokens.clear();
  revokedSessions.clear();
  db.account.create({ ...DEMO_ACCOUNT });
  db.account.create({ ...DEMO_FRONT_DESK });
  db.account.create({ ...DEMO_PORTAL_PATIENT });
}

resetAccountData();
