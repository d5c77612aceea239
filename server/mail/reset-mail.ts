import type { ResetMailer } from '../context.ts';
import type { MailTransport } from './mail-transport.ts';

export const RESET_MAIL_SUBJECT = 'Reset your Praxis password';

/** The reset message: the link (its token in the fragment) and how long it works. */
export function resetMailText(link: string, ttlMinutes: number): string {
  return [
    'Someone asked to reset the password of your Praxis account.',
    '',
    `To choose a new password, open this link within ${ttlMinutes} minutes:`,
    link,
    '',
    'If you did not ask for this, ignore this message: your password stays as it is.',
  ].join('\n');
}

/**
 * Sends the reset link through the mail transport. The log line says where the message went and
 * its id, never the address, the link or its token (decision H4).
 */
export function resetMailer(
  transport: MailTransport,
  options: { ttlS: number; log: (line: string) => void },
): ResetMailer {
  return async ({ email, link }) => {
    const text = resetMailText(link, Math.round(options.ttlS / 60));
    const sent = await transport({ to: email, subject: RESET_MAIL_SUBJECT, text });
    options.log(`Password reset mail sent (${sent.delivery}, ${sent.id})`);
  };
}
