import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import type { Invitation, MemberRole } from '../../common/contracts/clinic.contract.ts';
import { resetTokenOf, uniqueEmail, type TestServer } from '../test/harness.ts';

/** A clinic with a member in each role, and another clinic beside it. */
export interface Clinics {
  /** Signed up: owner + clinician. */
  founder: LoginResponse;
  owner: { id: string; login: LoginResponse };
  clinician: { id: string; login: LoginResponse };
  staff: { id: string; login: LoginResponse };
  /** Another clinic's founder (owner + clinician). */
  stranger: LoginResponse;
}

export async function twoClinics(server: TestServer): Promise<Clinics> {
  const founder = (await server.signUp()).login;
  const tenantId = founder.user.tenantId;
  return {
    founder,
    owner: await server.addMember(tenantId, ['owner']),
    clinician: await server.addMember(tenantId, ['clinician']),
    staff: await server.addMember(tenantId, ['staff']),
    stranger: (await server.signUp()).login,
  };
}

/** Invites a fresh address (or `email`); answers the invitation and the token its mail carries. */
export async function invite(
  server: TestServer,
  owner: LoginResponse,
  roles: MemberRole[] = ['clinician'],
  email = uniqueEmail('invitee'),
): Promise<{ invitation: Invitation; token: string; email: string }> {
  const reply = await server.request<{ invitation: Invitation }>('POST', '/clinic/invitations', {
    token: owner.access_token,
    body: { email, roles },
  });
  if (reply.status !== 201) throw new Error(`invite failed: ${reply.status} ${reply.text}`);
  return { invitation: reply.body.invitation, token: latestTokenFor(server, email), email };
}

/** The token in the latest link mailed to `email` (from the link's fragment). */
export function latestTokenFor(server: TestServer, email: string): string {
  const mail = server.mails.filter((m) => m.email === email).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return resetTokenOf(mail.link);
}

export const acceptance = (token: string) => ({
  token,
  firstName: 'Grace',
  lastName: 'Hopper',
  password: 'invited password 1',
});
