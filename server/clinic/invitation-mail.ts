import { ACCEPT_INVITATION_PAGE } from '../../common/contracts/clinic.contract.ts';
import type { AppContext } from '../context.ts';

/**
 * The link an invitee opens. The token rides in the fragment, which browsers never send, so no
 * request log (ours or a proxy's) sees it; the page posts it in a request body.
 */
export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl}${ACCEPT_INVITATION_PAGE}#token=${encodeURIComponent(token)}`;

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
