import { INVITATION_TTL_DAYS } from '../../common/contracts/clinic.contract.ts';
import type { LinkMail, ResetMailer } from '../context.ts';
import type { Mail, MailTransport } from './mail-transport.ts';

export const RESET_MAIL_SUBJECT = 'Reset your Praxis password';
export const INVITATION_MAIL_SUBJECT = 'You are invited to join a clinic on Praxis';

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

/** Longest clinic name a mail carries (the rest is cut: the name is an owner's free text). */
const MAIL_CLINIC_NAME_MAX = 80;

/**
 * A clinic's name as a mail body may carry it (issue 31): the name is free text any
 * self-registered owner chooses, so it goes on one line, cut short, with whatever a mail program
 * would turn into a link defanged (`evil.example` → `evil[.]example`, `@` → `[at]`, `://` →
 * `[:]//`). Subjects and links never carry it.
 */
export function mailSafeClinicName(name: string): string {
  const oneLine = name.replace(/\s+/g, ' ').trim();
  const short =
    oneLine.length > MAIL_CLINIC_NAME_MAX
      ? `${oneLine.slice(0, MAIL_CLINIC_NAME_MAX - 1)}…`
      : oneLine;
  return short
    .replace(/:\/\//g, '[:]//')
    .replace(/@/g, '[at]')
    .replace(/(?<=[\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, '[.]');
}

/** The invitation message: who invites, the link (its token in the fragment), how long it works. */
export function invitationMailText(link: string, clinicName: string): string {
  return [
    `You are invited to join ${mailSafeClinicName(clinicName)} on Praxis.`,
    '',
    `To create your account, open this link within ${INVITATION_TTL_DAYS} days:`,
    link,
    '',
    'If you did not expect this invitation, ignore this message.',
  ].join('\n');
}

/**
 * What an invitation to an address that already has an account becomes (issue 31): the inviter is
 * answered as for any address, and the address's owner is told, without any link to follow.
 */
export function accountExistsMailText(signInUrl: string): string {
  return [
    'A clinic on Praxis invited this e-mail address, but it already has a Praxis account.',
    'A person has one Praxis account, in one clinic: nothing was changed.',
    '',
    `You can sign in as usual at ${signInUrl}`,
    '',
    'If you did not expect this, ignore this message.',
  ].join('\n');
}

export const PORTAL_INVITATION_MAIL_SUBJECT = 'Your patient portal on Praxis';

/** A patient's portal invitation (issue 36): their clinic, the set-password link, how long. */
export function portalInvitationMailText(link: string, clinicName: string): string {
  return [
    `${mailSafeClinicName(clinicName)} invites you to its patient portal on Praxis.`,
    '',
    `To choose your password, open this link within ${INVITATION_TTL_DAYS} days:`,
    link,
    '',
    'If you did not expect this, ignore this message.',
  ].join('\n');
}

function messageOf({ email, link, invitation }: LinkMail, ttlS: number): Mail & { what: string } {
  if (invitation?.portal) {
    const text = portalInvitationMailText(link, invitation.clinicName);
    return { to: email, subject: PORTAL_INVITATION_MAIL_SUBJECT, text, what: 'Portal invitation' };
  }
  if (invitation?.accountExists) {
    const text = accountExistsMailText(link);
    return { to: email, subject: INVITATION_MAIL_SUBJECT, text, what: 'Invitation' };
  }
  if (invitation) {
    const text = invitationMailText(link, invitation.clinicName);
    return { to: email, subject: INVITATION_MAIL_SUBJECT, text, what: 'Invitation' };
  }
  const text = resetMailText(link, Math.round(ttlS / 60));
  return { to: email, subject: RESET_MAIL_SUBJECT, text, what: 'Password reset' };
}

/**
 * Sends the reset (or invitation) link through the mail transport. The log line says where the message went and
 * its id, never the address, the link or its token (decision H4).
 */
export function resetMailer(
  transport: MailTransport,
  options: { ttlS: number; log: (line: string) => void },
): ResetMailer {
  return async (message) => {
    const { what, ...mail } = messageOf(message, options.ttlS);
    const sent = await transport(mail);
    options.log(`${what} mail sent (${sent.delivery}, ${sent.id})`);
  };
}
