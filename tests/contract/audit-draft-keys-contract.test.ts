import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_PATHS,
  loginResponse,
  type LoginResponse,
} from '../../common/contracts/account.contract.ts';
import {
  AUDIT_MESSAGES,
  AUDIT_PATHS,
  CLIENT_EVENTS_PER_HOUR,
} from '../../common/contracts/audit.contract.ts';
import { DRAFT_KEY_PATH, draftKeyResponse } from '../../common/contracts/draft-key.contract.ts';
import { HTTP_MESSAGES } from '../../common/contracts/http-messages.ts';
import { DEMO } from '../../server/seed/seed.ts';
import { uniqueEmail } from '../../server/test/harness.ts';
import { CONTRACT_TARGETS, callTarget, exchange, type Target } from './contract-targets.ts';

/**
 * The audit trail's reporting endpoint and the device-draft keys. Not compared, on purpose:
 * reading the trail (`GET /audit/events`, the owners' review, which the mock does not serve), and
 * a retired draft key's end 14 days after its successor (time would have to pass).
 */
describe.each(CONTRACT_TARGETS)(
  'the audit and draft-key contract, answered by $name',
  ({ start }) => {
    let target: Target;
    let demo: LoginResponse;
    beforeAll(async () => {
      target = await start();
      demo = await signIn(DEMO.email, DEMO.password);
    });
    afterAll(() => target.stop());

    const call = (method: string, path: string, body?: unknown, token?: string) =>
      callTarget(target, method, path, body, token);

    async function signIn(email: string, password: string) {
      const login = await call('POST', ACCOUNT_PATHS.login, { email, password });
      expect(login.status).toBe(200);
      return loginResponse.parse(login.body);
    }

    /** A new account, signed in: its own audit limit and draft keys. */
    async function newMember() {
      const account = {
        id: '5551234',
        email: uniqueEmail('contract'),
        password: 'long enough secret',
        firstName: 'Mary',
        lastName: 'Somerville',
      };
      expect((await call('POST', ACCOUNT_PATHS.register, account)).status).toBe(201);
      return { ...account, login: await signIn(account.email, account.password) };
    }

    const event = (login: LoginResponse, changes: Record<string, unknown> = {}) => ({
      id: randomUUID(),
      type: 'session-end',
      reason: 'other-tab',
      at: new Date().toISOString(),
      userId: login.user.id,
      tenantId: login.tenant_id,
      ...changes,
    });
    const report = (events: unknown[], token = demo.access_token) =>
      call('POST', AUDIT_PATHS.events, { events }, token);
    const refused = (status: number, message: string) => ({ status, body: { message } });

    describe('reporting audit events', () => {
      it('takes the signed-in user’s sign-in and session-end events (204), with the access or the service token', async () => {
        const signedIn = event(demo, { type: 'sign-in', reason: undefined });
        expect(await report([signedIn, event(demo)])).toEqual({ status: 204, body: null });
        // A retried event is the same event.
        expect(await report([signedIn], demo.serviceToken)).toEqual({ status: 204, body: null });
      });

      it('refuses a batch with an event of another clinic or user (403) before one of a type the server records (400)', async () => {
        const ofAnotherClinic = event(demo, { tenantId: 'another-clinic' });
        const ofAnotherUser = event(demo, { userId: 'another-user' });
        const forged = event(demo, { type: 'password-change', reason: undefined });
        expect(await report([forged, ofAnotherClinic])).toEqual(
          refused(403, AUDIT_MESSAGES.eventsOfAnother),
        );
        expect(await report([ofAnotherUser])).toEqual(refused(403, AUDIT_MESSAGES.eventsOfAnother));
        expect(await report([event(demo), forged])).toEqual(
          refused(400, AUDIT_MESSAGES.serverRecorded('password-change')),
        );
      });

      it('refuses a batch its contract refuses (400) before it looks at the session, and answers 401 without one', async () => {
        expect(await report([], '')).toEqual(
          refused(400, 'Invalid request body: events: Too small: expected array to have >=1 items'),
        );
        expect(await report([event(demo, { at: 'yesterday' })])).toEqual(
          refused(400, 'Invalid request body: events.0.at: Invalid ISO datetime'),
        );
        const malformed = await exchange(target, 'POST', AUDIT_PATHS.events, undefined, '', {
          headers: { 'content-type': 'application/json' },
          raw: '{"events": [',
        });
        expect({ status: malformed.status, body: malformed.body }).toEqual(
          refused(400, HTTP_MESSAGES.invalidJson),
        );
        expect(await report([event(demo)], '')).toEqual(refused(401, HTTP_MESSAGES.unauthorized));
      });

      it(`takes ${CLIENT_EVENTS_PER_HOUR} events of a user in an hour, and refuses more (429)`, async () => {
        const { login } = await newMember();
        const batch = (size: number) => Array.from({ length: size }, () => event(login));
        expect((await report(batch(100), login.access_token)).status).toBe(204);
        const over = CLIENT_EVENTS_PER_HOUR - 100 + 1;
        expect(await report(batch(over), login.access_token)).toEqual({
          status: 429,
          body: { message: AUDIT_MESSAGES.tooMany, code: 'too-many-attempts' },
        });
        expect((await report(batch(over - 1), login.access_token)).status).toBe(204);
      });
    });

    describe('the device-draft key', () => {
      const draftKey = async (token?: string) => {
        const reply = await exchange(target, 'GET', DRAFT_KEY_PATH, undefined, token);
        return {
          status: reply.status,
          body: reply.body,
          cache: reply.headers.get('cache-control'),
        };
      };

      it('answers the user the same 256-bit key every time, never to be cached', async () => {
        const first = await draftKey(demo.access_token);
        expect(first.status).toBe(200);
        expect(first.cache).toBe('no-store');
        const keys = draftKeyResponse.parse(first.body);
        expect(atob(keys.key)).toHaveLength(32);
        expect(keys).toMatchObject({ version: 1, previous: [] });
        expect((await draftKey(demo.serviceToken)).body).toEqual(keys);
      });

      it('refuses a caller without a session (401)', async () => {
        // Not its cache-control: the server sends no-store on every API answer, the mock on this one.
        const refused = await draftKey();
        expect({ status: refused.status, body: refused.body }).toEqual({
          status: 401,
          body: { message: HTTP_MESSAGES.unauthorized },
        });
      });

      it('makes a new key at a password change, serving the old one as previous; nothing for a user who had none', async () => {
        const changePassword = async (member: Awaited<ReturnType<typeof newMember>>) => {
          const newPassword = 'another long secret';
          const changed = await call(
            'POST',
            ACCOUNT_PATHS.changePassword,
            { currentPassword: member.password, newPassword },
            member.login.access_token,
          );
          expect(changed.status).toBe(204);
          return signIn(member.email, newPassword);
        };

        const member = await newMember();
        const before = draftKeyResponse.parse((await draftKey(member.login.access_token)).body);
        const again = await changePassword(member);
        const after = draftKeyResponse.parse((await draftKey(again.access_token)).body);
        expect(after.version).toBe(2);
        expect(after.key).not.toBe(before.key);
        expect(after.previous).toEqual([{ version: 1, key: before.key }]);

        const keyless = await newMember();
        const signedInAgain = await changePassword(keyless);
        const first = draftKeyResponse.parse((await draftKey(signedInAgain.access_token)).body);
        expect(first).toMatchObject({ version: 1, previous: [] });
      });
    });
  },
);
