import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** A file sent with a message, e.g. a session's `.ics` (`text/calendar; method=REQUEST`). */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** One message the server sends (reset links, invitations, session reminders). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: readonly MailAttachment[] | undefined;
}

/** The message as nodemailer takes it (its attachments list is mutable). */
const toNodemailer = (from: string, mail: Mail) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  ...(mail.attachments && { attachments: mail.attachments.map((file) => ({ ...file })) }),
});

/** Delivers a message; answers where it went, for a log line that carries no address or secret. */
export type MailTransport = (mail: Mail) => Promise<{ delivery: 'smtp' | 'outbox'; id: string }>;

export interface MailSettings {
  /** `smtp://user:pass@host:587` or `smtps://…`; when absent, messages go to the outbox. */
  smtpUrl?: string | undefined;
  from: string;
  /** Where the embedded mode keeps messages (one .eml file each); `memory://` keeps none on disk. */
  outboxDir: string;
}

/** Sends through the SMTP server the configuration names (nodemailer). */
function smtpTransport(settings: MailSettings & { smtpUrl: string }): MailTransport {
  const transporter = nodemailer.createTransport(settings.smtpUrl);
  return async (mail) => {
    const info = await transporter.sendMail(toNodemailer(settings.from, mail));
    return { delivery: 'smtp', id: String(info.messageId) };
  };
}

/**
 * The embedded mode's outbox: each message is written, whole and readable by any mail program,
 * as an owner-only `.eml` file in the data directory, and never to the log (decision H4).
 */
function outboxTransport(settings: MailSettings): MailTransport {
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const kept: Buffer[] = [];
  return async (mail) => {
    const info = await render.sendMail(toNodemailer(settings.from, mail));
    const message = info.message as Buffer;
    const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    if (settings.outboxDir.startsWith('memory://')) {
      kept.push(message);
    } else {
      mkdirSync(settings.outboxDir, { recursive: true, mode: 0o700 });
      writeFileSync(join(settings.outboxDir, `${id}.eml`), message, { mode: 0o600 });
    }
    return { delivery: 'outbox', id };
  };
}

export function createMailTransport(settings: MailSettings): MailTransport {
  return settings.smtpUrl
    ? smtpTransport({ ...settings, smtpUrl: settings.smtpUrl })
    : outboxTransport(settings);
}
