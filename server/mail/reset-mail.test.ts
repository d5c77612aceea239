import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ServerConfig } from '../config.ts';
import { startServer, type RunningServer } from '../server.ts';
import { resetTokenOf, uniqueEmail } from '../test/harness.ts';
import { startSmtpStub, type SmtpStub } from '../test/smtp-stub.ts';
import { API_BASE_PATH } from '../../common/constants/server.constants.ts';

/** Quoted-printable, as mail programs decode it (soft breaks and =XX escapes). */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const linkIn = (message: string) => {
  const link = /https?:\/\/\S+reset-password#token=\S+/.exec(decodeQuotedPrintable(message))?.[0];
  if (!link) throw new Error('the message carries no reset link');
  return link;
};

/** Every log line the server writes. */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

async function startWith(overrides: Partial<ServerConfig>) {
  const log = captureLog();
  const config: ServerConfig = {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    ...overrides,
  };
  const server = await startServer(config, { logger: log.logger });
  const call = (path: string, body: unknown) =>
    fetch(`${server.url}${API_BASE_PATH}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const email = uniqueEmail('mail');
  const register = await call('/account/register', {
    id: '1',
    email,
    password: 'correct horse battery',
    firstName: 'Mia',
    lastName: 'Mail',
  });
  expect(register.status).toBe(201);
  return { server, call, email, log: log.lines };
}

const running: RunningServer[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.close();
});

describe('with SMTP configured', () => {
  let smtp: SmtpStub;
  beforeAll(async () => {
    smtp = await startSmtpStub();
  });
  afterAll(() => smtp.close());

  it('sends the reset link by SMTP to the account, and the link resets the password', async () => {
    const started = await startWith({
      mail: { smtpUrl: smtp.url, from: 'Praxis <no-reply@clinic.test>', outboxDir: 'memory://' },
    });
    running.push(started.server);
    const arriving = smtp.next();
    expect(
      (await started.call('/account/reset-password/request', { email: started.email })).status,
    ).toBe(202);
    const mail = await arriving;
    expect(mail.to).toEqual([`<${started.email}>`]);
    expect(mail.data).toMatch(/^Subject: Reset your Praxis password$/m);
    const token = resetTokenOf(linkIn(mail.data));
    const reset = await started.call('/account/reset-password/confirm', {
      token,
      newPassword: 'a brand new passphrase',
    });
    expect(reset.status).toBe(204);

    const log = started.log.join('');
    expect(log).toContain('Password reset mail sent (smtp');
    expect(log).not.toContain(token);
    expect(log).not.toContain(started.email);
    expect(log).not.toContain('reset-password#');
  });
});

describe('in embedded mode without SMTP', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the message in an owner-only outbox file, not in the log', async () => {
    const root = mkdtempSync(join(tmpdir(), 'praxis-outbox-'));
    dirs.push(root);
    const outboxDir = join(root, 'outbox');
    const started = await startWith({
      dataDir: join(root, 'pglite'),
      mail: { from: 'Praxis <no-reply@clinic.test>', outboxDir },
    });
    running.push(started.server);
    expect(
      (await started.call('/account/reset-password/request', { email: started.email })).status,
    ).toBe(202);
    const [file] = readdirSync(outboxDir);
    expect(file).toMatch(/\.eml$/);
    const path = join(outboxDir, file ?? '');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const message = readFileSync(path, 'utf8');
    expect(message).toContain(`To: ${started.email}`);
    const token = resetTokenOf(linkIn(message));
    const log = started.log.join('');
    expect(log).toContain('Password reset mail sent (outbox');
    expect(log).not.toContain(token);
    expect(log).not.toContain(started.email);
  });
});
