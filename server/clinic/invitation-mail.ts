import { ACCEPT_INVITATION_PAGE } from '../../common/contracts/clinic.contract.ts';
import type { AppContext } from '../context.ts';

/**
 * The link an invitee opens. The token rides in the fragment, which browsers never send, so no
 * request log (ours or a proxy's) sees it; the page posts it in a request body.
 */
export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl}${ACCEPT_INVITATION_PAGE}#token=${encodeURIComponent(token)}`;

/**
 * An invitation to an address that already has an account: the inviter is answered alike (no
 * probing whether an e-mail has an account, issue 31); the address is told, with the sign-in page.
 */
export async function mailAccountExists(ctx: AppContext, email: string): Promise<void> {
  await ctx.mailer({
    email,
    link: `${ctx.config.publicUrl}/`,
    invitation: { clinicName: '', accountExists: true },
  });
}

/** Mails the invitation as reset links are mailed: by SMTP, or to the embedded outbox. */
export async function mailInvitation(
  ctx: AppContext,
  to: { email: string; clinicName: string; token: string },
): Promise<void> {
  await ctx.mailer({
    email: to.email,
    link: invitationLink(ctx.config.publicUrl, to.token),
    invitation: { clinicName: to.clinicName },
  });
}
