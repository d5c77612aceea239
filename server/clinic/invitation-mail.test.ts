import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import { API_BASE_PATH } from '../../common/constants/server.constants.ts';
import { loadConfig } from '../config.ts';
import type { Mail } from '../mail/mail-transport.ts';
import { INVITATION_MAIL_SUBJECT, resetMailer } from '../mail/reset-mail.ts';
import { startServer, type RunningServer } from '../server.ts';
import { resetTokenOf, uniqueEmail } from '../test/harness.ts';

/** A real server whose log and mail are both kept here, the way the embedded mode sends mail. */
let server: RunningServer;
const logLines: string[] = [];
const sent: Mail[] = [];

async function call<T = Record<string, unknown>>(path: string, body?: unknown, token?: string) {
  const response = await fetch(`${server.url}${API_BASE_PATH}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', dataDir: 'memory://' };
  const transport = async (mail: Mail) => {
    sent.push(mail);
    return { delivery: 'outbox' as const, id: `message-${sent.length}` };
  };
  server = await startServer(config, {
    logger: { level: 'info', stream },
    mailer: resetMailer(transport, { ttlS: config.resetTokenTtlS, log: (l) => logLines.push(l) }),
  });
});
afterAll(() => server.close());

describe('the invitation mail', () => {
  it('says which clinic invites and for how long, and its token reaches no log line', async () => {
    const founder = { email: uniqueEmail(), password: 'founder password 1' };
    await call('/account/register', { id: '1', ...founder, firstName: 'Ada', lastName: 'L' });
    const login = await call<LoginResponse>('/account/login', founder);
    const owner = login.body.access_token;
    await fetch(`${server.url}${API_BASE_PATH}/clinic`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
      body: JSON.stringify({ name: 'Harbour Therapy' }),
    });
    const invitee = uniqueEmail('invitee');
    const invited = await call('/clinic/invitations', { email: invitee, roles: ['staff'] }, owner);
    expect(invited.status).toBe(201);

    const mail = sent.at(-1);
    expect(mail).toMatchObject({ to: invitee, subject: INVITATION_MAIL_SUBJECT });
    expect(mail?.text).toContain('You are invited to join Harbour Therapy on Praxis.');
    expect(mail?.text).toContain('within 7 days');
    const link = /\S+\/auth\/accept-invitation#token=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    const token = resetTokenOf(link);

    expect((await call('/invitations/lookup', { token })).status).toBe(200);
    const accepted = await call('/invitations/accept', {
      token,
      firstName: 'Grace',
      lastName: 'Hopper',
      password: 'invited password 1',
    });
    expect(accepted.status).toBe(201);
    await call('/invitations/accept', {
      token,
      firstName: 'G',
      lastName: 'H',
      password: 'x'.repeat(9),
    });

    const log = logLines.join('\n');
    expect(log).toContain('/invitations/accept');
    expect(log).toContain('Invitation mail sent (outbox, message-');
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeURIComponent(token));
    expect(log).not.toContain(invitee);
  });

  it('keeps the clinic name, free text, out of the subject and link, and defangs it in the body', async () => {
    const founder = { email: uniqueEmail(), password: 'founder password 1' };
    await call('/account/register', { id: '1', ...founder, firstName: 'Eve', lastName: 'L' });
    const owner = (await call<LoginResponse>('/account/login', founder)).body.access_token;
    const name = 'Claim your prize at https://evil.example/win  or write to prize@evil.example';
    const renamed = await fetch(`${server.url}${API_BASE_PATH}/clinic`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
      body: JSON.stringify({ name }),
    });
    expect(renamed.status).toBe(200);
    const invitee = uniqueEmail('invitee');
    expect(
      (await call('/clinic/invitations', { email: invitee, roles: ['staff'] }, owner)).status,
    ).toBe(201);
    const mail = sent.at(-1);
    expect(mail?.subject).toBe(INVITATION_MAIL_SUBJECT);
    expect(mail?.text).toContain(
      'join Claim your prize at https[:]//evil[.]example/win or write to prize[at]evil[.]example on Praxis.',
    );
    expect(mail?.text).not.toContain('evil.example');
    const link = /\S+\/auth\/accept-invitation#token=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).toMatch(/^http:\/\/localhost:\d+\/auth\/accept-invitation#token=[A-Za-z0-9_-]+$/);
  });
});
