import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponse } from '../../common/contracts/account.contract.ts';
import { auditEventsResponse } from '../../common/contracts/audit.contract.ts';
import { PORTAL_TWO_FACTOR_PATHS as PORTAL } from '../../common/contracts/two-factor.contract.ts';
import {
  addPortalPatient,
  callAsPatient,
  startPortalKit,
  type PortalKit,
  type PortalPatient,
} from '../portal/portal.test-kit.ts';
import {
  TWO_FACTOR_TEST_THROTTLE,
  codeAt,
  codeStep,
  enrol,
  nextCode,
  passwordStep,
  recoveryStep,
  twoFactorStatusOf,
} from './two-factor.test-kit.ts';

// A portal patient's second factor (c36-patient-2fa): the members' settings routes under /portal,
// the same second step at sign-in, and the patient's sign-ins and session ends on the clinic's
// audit trail. Each test takes a fresh patient of the founder's clinic unless it needs the kit's.
let kit: PortalKit;
beforeAll(async () => {
  kit = await startPortalKit({ signInThrottle: TWO_FACTOR_TEST_THROTTLE });
});
afterAll(() => kit.server.close());

const newPatient = (givenName: string) =>
  addPortalPatient(kit, kit.founder, {
    familyName: 'Petrescu',
    givenName,
    birthDate: '1990-01-02',
  });
const statusOf = (who: PortalPatient) =>
  twoFactorStatusOf(kit.server, who.login.access_token, PORTAL);
const enrolPatient = (who: PortalPatient) => enrol(kit.server, who.login.access_token, PORTAL);

/** The founder's clinic's audit trail (the founder is its owner). */
async function trail() {
  const reply = await kit.server.request('GET', '/audit/events?limit=500', {
    token: kit.founder.access_token,
  });
  return auditEventsResponse.parse(reply.body).events;
}
const eventsOf = async (who: PortalPatient) =>
  (await trail()).filter((e) => e.userId === who.accountId);

describe("a patient's two-factor settings", () => {
  it('enrols with a first code, shows ten recovery codes once, and puts it on the trail', async () => {
    const p = await newPatient('Ana');
    expect(await statusOf(p)).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
    const { recoveryCodes, uri } = await enrolPatient(p);
    expect(recoveryCodes).toHaveLength(10);
    expect(uri).toContain(encodeURIComponent(p.email));
    expect(await statusOf(p)).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    expect(await eventsOf(p)).toContainEqual(
      expect.objectContaining({ type: 'patient-two-factor-enable', subjectId: p.patient.id }),
    );
  });

  it('refuses a wrong first code (400) and a second enrolment while on (409)', async () => {
    const p = await newPatient('Bianca');
    const start = await callAsPatient(kit.server, p, 'POST', PORTAL.enrolment);
    expect(start.status).toBe(200);
    const wrong = await callAsPatient(kit.server, p, 'POST', PORTAL.enrolmentConfirm, {
      code: '000000',
    });
    expect(wrong.status).toBe(400);
    expect((await statusOf(p)).enabled).toBe(false);
    await enrolPatient(p);
    expect((await callAsPatient(kit.server, p, 'POST', PORTAL.enrolment)).status).toBe(409);
  });

  it('replaces the recovery codes for a current code, and switches off by code or password', async () => {
    const p = await newPatient('Carla');
    const { secret, recoveryCodes } = await enrolPatient(p);
    const renewed = await callAsPatient<{ recoveryCodes: string[] }>(
      kit.server,
      p,
      'POST',
      PORTAL.recoveryCodes,
      { code: nextCode(kit.server, secret) },
    );
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).not.toContain(recoveryCodes[0]);
    const byCode = await callAsPatient(kit.server, p, 'POST', PORTAL.disable, {
      code: nextCode(kit.server, secret),
    });
    expect(byCode.status).toBe(204);
    expect((await statusOf(p)).enabled).toBe(false);
    await enrolPatient(p);
    const badPassword = await callAsPatient(kit.server, p, 'POST', PORTAL.disable, {
      password: 'not it',
    });
    expect(badPassword.status).toBe(400);
    const byPassword = await callAsPatient(kit.server, p, 'POST', PORTAL.disable, {
      password: p.password,
    });
    expect(byPassword.status).toBe(204);
    expect(await eventsOf(p)).toContainEqual(
      expect.objectContaining({ type: 'patient-two-factor-disable', subjectId: p.patient.id }),
    );
  });

  it("touches only the caller's own account: another patient, another clinic", async () => {
    const p = await newPatient('Dora');
    await enrolPatient(p);
    expect((await statusOf(kit.bob)).enabled).toBe(false);
    expect((await statusOf(kit.foreign)).enabled).toBe(false);
  });

  it("refuses a member's token on the portal's routes and a patient's on the members' (403)", async () => {
    const asMember = await kit.server.request('GET', PORTAL.status, {
      token: kit.founder.access_token,
    });
    expect(asMember.status).toBe(403);
    const asPatient = await callAsPatient(kit.server, kit.alice, 'GET', '/account/two-factor');
    expect(asPatient.status).toBe(403);
    const memberEnrol = await kit.server.request('POST', PORTAL.enrolment, {
      token: kit.staff.access_token,
    });
    expect(memberEnrol.status).toBe(403);
  });
});

describe("a patient's sign-in with two-factor on", () => {
  it('answers the password with a challenge, then a portal session for the code', async () => {
    const p = await newPatient('Elena');
    const { secret } = await enrolPatient(p);
    const challenge = await passwordStep(kit.server, p.email, p.password);
    expect(challenge).toMatchObject({ mode: 'code', expiresIn: 300 });
    const reply = await codeStep(kit.server, challenge.challenge, nextCode(kit.server, secret));
    expect(reply.status).toBe(200);
    const session = loginResponse.parse(reply.body);
    expect(session.user.patientId).toBe(p.patient.id);
    const me = await kit.server.request('GET', '/portal/me', { token: session.access_token });
    expect(me.status).toBe(200);
  });

  it('refuses a replayed code and takes each recovery code once', async () => {
    const p = await newPatient('Flavia');
    const { secret, recoveryCodes } = await enrolPatient(p);
    const code = nextCode(kit.server, secret);
    const first = await passwordStep(kit.server, p.email, p.password);
    expect((await codeStep(kit.server, first.challenge, code)).status).toBe(200);
    const again = await passwordStep(kit.server, p.email, p.password);
    expect((await codeStep(kit.server, again.challenge, code)).status).toBe(401);
    const byRecovery = await recoveryStep(kit.server, again.challenge, recoveryCodes[0]!);
    expect(byRecovery.status).toBe(200);
    const third = await passwordStep(kit.server, p.email, p.password);
    expect((await recoveryStep(kit.server, third.challenge, recoveryCodes[0]!)).status).toBe(401);
  });

  it("does not take another patient's code", async () => {
    const p = await newPatient('Gina');
    const q = await newPatient('Hana');
    await enrolPatient(p);
    const other = await enrolPatient(q);
    const challenge = await passwordStep(kit.server, p.email, p.password);
    const reply = await codeStep(
      kit.server,
      challenge.challenge,
      nextCode(kit.server, other.secret),
    );
    expect(reply.status).toBe(401);
  });

  it('limits wrong codes on the throttle of wrong passwords', async () => {
    const p = await newPatient('Ilinca');
    const { secret } = await enrolPatient(p);
    const wrong = codeAt(secret, new Date(kit.server.now().getTime() - 3_600_000));
    for (let i = 0; i < 4; i++) {
      const challenge = await passwordStep(kit.server, p.email, p.password);
      expect((await codeStep(kit.server, challenge.challenge, wrong)).status).toBe(401);
    }
    const limited = await kit.server.request('POST', '/account/login', {
      body: { email: p.email, password: p.password },
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'too-many-attempts' });
  });
});

describe("a patient's sign-ins and session ends on the clinic's audit trail", () => {
  it('records the sign-in and the sign-out, naming the patient, in their clinic only', async () => {
    const p = await newPatient('Julia');
    const out = await callAsPatient(kit.server, p, 'POST', '/account/logout', { reason: 'user' });
    expect(out.status).toBe(204);
    const events = await eventsOf(p);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'patient-sign-in', subjectId: p.patient.id }),
        expect.objectContaining({
          type: 'patient-session-end',
          reason: 'user',
          subjectId: p.patient.id,
        }),
      ]),
    );
    const foreignTrail = await kit.server.request('GET', '/audit/events?limit=500', {
      token: kit.stranger.access_token,
    });
    const foreignEvents = auditEventsResponse.parse(foreignTrail.body).events;
    expect(foreignEvents.some((e) => e.userId === p.accountId)).toBe(false);
  });

  it("takes a patient's own session-end report (no longer a 403) and refuses one about another", async () => {
    const p = await newPatient('Katia');
    const event = {
      id: crypto.randomUUID(),
      type: 'session-end',
      reason: 'idle-watcher-2',
      at: kit.server.now().toISOString(),
      userId: p.accountId,
      tenantId: p.login.user.tenantId,
    };
    const mine = await callAsPatient(kit.server, p, 'POST', '/audit/events', { events: [event] });
    expect(mine.status).toBe(204);
    expect(await eventsOf(p)).toContainEqual(
      expect.objectContaining({
        id: event.id,
        type: 'patient-session-end',
        reason: 'idle-watcher-2',
        recordedBy: 'client',
        subjectId: p.patient.id,
      }),
    );
    const aboutBob = { ...event, id: crypto.randomUUID(), userId: kit.bob.accountId };
    const refused = await callAsPatient(kit.server, p, 'POST', '/audit/events', {
      events: [aboutBob],
    });
    expect(refused.status).toBe(403);
    const forged = { ...event, id: crypto.randomUUID(), type: 'patient-two-factor-disable' };
    const serverOnly = await callAsPatient(kit.server, p, 'POST', '/audit/events', {
      events: [forged],
    });
    expect(serverOnly.status).toBe(400);
  });

  it('keeps the trail for owners: a patient cannot read it', async () => {
    const reply = await callAsPatient(kit.server, kit.alice, 'GET', '/audit/events');
    expect(reply.status).toBe(403);
  });
});
