import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpStub, type SmtpStub } from '../test/smtp-stub.ts';
import { createMailTransport, type Mail } from './mail-transport.ts';

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';

const reminder: Mail = {
  to: 'patient@example.test',
  subject: 'Your session tomorrow',
  text: 'See you tomorrow.',
  attachments: [
    { filename: 'session.ics', content: ICS, contentType: 'text/calendar; method=REQUEST' },
  ],
};

/** The attachment's bytes as a mail program decodes them (base64 or plain, as nodemailer chose). */
function attachmentIn(message: string): string {
  const part = /filename="?session\.ics"?[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/.exec(message);
  if (!part?.[1]) throw new Error('the message carries no session.ics');
  const body = part[1].trim();
  const base64 = /Content-Transfer-Encoding: base64/i.test(message);
  return (base64 ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body).trim();
}

describe('a mail with an attachment', () => {
  let smtp: SmtpStub;
  let outboxDir: string;
  beforeAll(async () => {
    smtp = await startSmtpStub();
    outboxDir = mkdtempSync(join(tmpdir(), 'praxis-outbox-'));
  });
  afterAll(async () => {
    await smtp.close();
    rmSync(outboxDir, { recursive: true, force: true });
  });

  it('goes by SMTP with the .ics as a text/calendar part', async () => {
    const send = createMailTransport({ smtpUrl: smtp.url, from: 'Praxis <p@x.test>', outboxDir });
    const arriving = smtp.next();
    expect((await send(reminder)).delivery).toBe('smtp');
    const received = await arriving;
    expect(received.to).toEqual(['<patient@example.test>']);
    expect(received.data).toMatch(/Content-Type: text\/calendar; method=REQUEST/);
    expect(attachmentIn(received.data)).toBe(ICS.trim());
  });

  it('lands in the outbox as one .eml file holding the .ics', async () => {
    const send = createMailTransport({ from: 'Praxis <p@x.test>', outboxDir });
    const sent = await send(reminder);
    expect(sent.delivery).toBe('outbox');
    const files = readdirSync(outboxDir);
    expect(files).toEqual([`${sent.id}.eml`]);
    const message = readFileSync(join(outboxDir, files[0] ?? ''), 'utf8');
    expect(message).toMatch(/Content-Type: text\/calendar; method=REQUEST/);
    expect(attachmentIn(message)).toBe(ICS.trim());
  });

  it('without attachments stays one plain text part', async () => {
    const send = createMailTransport({ from: 'Praxis <p@x.test>', outboxDir: 'memory://' });
    const smtpSend = createMailTransport({ smtpUrl: smtp.url, from: 'P <p@x.test>', outboxDir });
    const arriving = smtp.next();
    await send({ to: 'a@b.test', subject: 's', text: 't' });
    await smtpSend({ to: 'a@b.test', subject: 's', text: 't' });
    expect((await arriving).data).not.toMatch(/multipart/i);
  });
});
