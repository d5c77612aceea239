import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponse } from '../../common/contracts/account.contract.ts';
import {
  PORTAL_INVITATION_PAGE,
  PORTAL_PATHS,
  patientPortalInvitationPath,
  patientPortalPath,
  patientPortalRevokePath,
  portalAccess,
} from '../../common/contracts/portal.contract.ts';
import { patientSubPath, type Patient } from '../../common/contracts/patients.contract.ts';
import { resetTokenOf, uniqueEmail } from '../test/harness.ts';
import { registerPatient } from '../patients/patient-records.test-kit.ts';
import { callAsPatient, startPortalKit, type PortalKit } from './portal.test-kit.ts';

let kit: PortalKit;
beforeAll(async () => {
  kit = await startPortalKit();
});
afterAll(() => kit.server.close());

const PASSWORD = 'my portal password';
let n = 0;
const newPatient = () =>
  registerPatient(kit, kit.founder, {
    familyName: `Invitee${++n}`,
    givenName: 'Ioana',
    birthDate: '1991-05-06',
  });

async function invite(patient: Patient, email = uniqueEmail('invitee'), who = kit.staff) {
  const reply = await kit.server.request('POST', patientPortalInvitationPath(patient.id), {
    token: who.access_token,
    body: { email, consent: true },
  });
  return { reply, email };
}

/** The token of the latest portal link mailed to `email`, from the outbox. */
function linkTokenFor(email: string): string {
  const mail = kit.server.mails.filter((m) => m.email === email).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  expect(new URL(mail.link).pathname).toBe(PORTAL_INVITATION_PAGE);
  return resetTokenOf(mail.link);
}

const accept = (token: string, password = PASSWORD) =>
  kit.server.request('POST', PORTAL_PATHS.acceptInvitation, { body: { token, password } });

const db = () => kit.server.server.ctx.db;
const accountOf = (patientId: string) =>
  db()
    .selectFrom('portal_accounts')
    .selectAll()
    .where('patient_id', '=', patientId)
    .executeTakeFirst();

describe('a member invites a patient from the chart', () => {
  it('mails a set-password link, records the portal consent, and shows the patient as invited', async () => {
    const patient = await newPatient();
    const { reply, email } = await invite(patient);
    expect(reply.status).toBe(201);
    expect(portalAccess.parse(reply.body)).toMatchObject({ status: 'invited', email });
    const token = linkTokenFor(email);
    const stored = await db().selectFrom('portal_invitations').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    const consents = await kit.server.request('GET', patientSubPath(patient.id, 'consents'), {
      token: kit.founder.access_token,
    });
    expect(JSON.stringify(consents.body)).toContain('"kind":"portal"');
    const shown = await kit.server.request('GET', patientPortalPath(patient.id), {
      token: kit.ownerOnly.access_token,
    });
    expect(portalAccess.parse(shown.body).status).toBe('invited');
  });

  it('lets the link set a password once: the patient is signed in, a second use is a 404', async () => {
    const patient = await newPatient();
    const { email } = await invite(patient);
    const token = linkTokenFor(email);
    const first = await accept(token);
    expect(first.status).toBe(201);
    expect(loginResponse.parse(first.body).user.patientId).toBe(patient.id);
    const again = await accept(token, 'another password 1');
    expect(again.status).toBe(404);
    const signIn = await kit.server.request('POST', '/account/login', {
      body: { email, password: 'another password 1' },
    });
    expect(signIn.status).toBe(401);
    expect((await accountOf(patient.id))?.status).toBe('active');
  });

  it('refuses a password shorter than members’ (400), and the link still works after', async () => {
    const patient = await newPatient();
    const { email } = await invite(patient);
    const token = linkTokenFor(email);
    expect((await accept(token, 'short')).status).toBe(400);
    expect((await accept(token)).status).toBe(201);
  });

  it('needs the patient’s consent and a valid e-mail (400), storing nothing', async () => {
    const patient = await newPatient();
    for (const body of [
      { email: uniqueEmail('x') },
      { email: uniqueEmail('x'), consent: false },
      { email: 'not-an-email', consent: true },
    ]) {
      const reply = await kit.server.request('POST', patientPortalInvitationPath(patient.id), {
        token: kit.staff.access_token,
        body,
      });
      expect(reply.status).toBe(400);
    }
    expect(await accountOf(patient.id)).toBeUndefined();
  });

  it('refuses an e-mail that already signs in: a member’s or another patient’s (409)', async () => {
    const patient = await newPatient();
    const member = await invite(patient, kit.founder.user.email);
    expect(member.reply.status).toBe(409);
    const other = await invite(patient, kit.alice.email);
    expect(other.reply.status).toBe(409);
    expect(await accountOf(patient.id)).toBeUndefined();
  });

  it('refuses a patient who already has portal access (409)', async () => {
    const { reply } = await invite(kit.alice.patient);
    expect(reply.status).toBe(409);
  });
});

describe('who may invite and revoke', () => {
  it('refuses an owner without a clinical or front-desk role, and a clinician off the care team (403)', async () => {
    const patient = await newPatient();
    expect((await invite(patient, undefined, kit.ownerOnly)).reply.status).toBe(403);
    expect((await invite(patient, undefined, kit.colleague.login)).reply.status).toBe(403);
    expect(await accountOf(patient.id)).toBeUndefined();
  });

  it('hides another clinic’s patient (404) and refuses a patient’s token (403)', async () => {
    const patient = await newPatient();
    expect((await invite(patient, undefined, kit.stranger)).reply.status).toBe(404);
    const revoke = await kit.server.request('POST', patientPortalRevokePath(kit.alice.patient.id), {
      token: kit.stranger.access_token,
    });
    expect(revoke.status).toBe(404);
    const asPatient = await callAsPatient(
      kit.server,
      kit.bob,
      'POST',
      patientPortalInvitationPath(patient.id),
      { email: uniqueEmail('x'), consent: true },
    );
    expect(asPatient.status).toBe(403);
    expect(await accountOf(patient.id)).toBeUndefined();
  });
});

describe('revoking portal access', () => {
  it('ends the patient’s session at once, shows revoked, and a new invitation works again', async () => {
    const patient = await newPatient();
    const { email } = await invite(patient);
    const signedIn = loginResponse.parse((await accept(linkTokenFor(email))).body);
    const me = () => kit.server.request('GET', PORTAL_PATHS.me, { token: signedIn.access_token });
    expect((await me()).status).toBe(200);
    const revoked = await kit.server.request('POST', patientPortalRevokePath(patient.id), {
      token: kit.ownerOnly.access_token,
    });
    expect(revoked.status).toBe(200);
    expect(portalAccess.parse(revoked.body).status).toBe('revoked');
    expect((await me()).status).toBe(401);
    const again = await invite(patient, email);
    expect(again.reply.status).toBe(201);
    expect((await accept(linkTokenFor(email), 'a new password 1')).status).toBe(201);
  });
});

describe('portal reads on the chart’s access trail', () => {
  it('names the patient as the reader of what they read in the portal', async () => {
    await callAsPatient(kit.server, kit.bob, 'GET', PORTAL_PATHS.me);
    const trail = await kit.server.request<{ entries: Record<string, unknown>[] }>(
      'GET',
      patientSubPath(kit.bob.patient.id, 'access'),
      { token: kit.founder.access_token },
    );
    expect(trail.status).toBe(200);
    expect(trail.body.entries).toContainEqual(
      expect.objectContaining({
        action: 'portal-read',
        byPatient: true,
        user: { id: kit.bob.accountId, name: 'Bob Tanaka' },
      }),
    );
  });
});

// Last: the server's clock moves past the link's life (and every session's).
describe('an expired link', () => {
  it('refuses an expired link (404) and stores nothing: the account stays invited, no password', async () => {
    const patient = await newPatient();
    const { email } = await invite(patient);
    kit.server.advance(8 * 24 * 60 * 60 * 1000);
    const reply = await accept(linkTokenFor(email));
    expect(reply.status).toBe(404);
    const account = await accountOf(patient.id);
    expect(account).toMatchObject({ status: 'invited', password_hash: null });
  });
});
