import type { FastifyReply } from 'fastify';
import { patientFhirUser, signSmartToken, type GrantHolder } from '../auth/smart-identity.ts';
import type { AppContext } from '../context.ts';

/** The grant an access token is issued for. */
export interface IssuedGrant extends GrantHolder {
  tenantId: string;
  id: string;
  clientId: string;
  patientId: string | null;
}

/**
 * The token endpoint's success answer (RFC 6749 §5.1, SMART's `patient`): an access token for
 * `scopes` (the grant's, or fewer at a refresh), and the next refresh token when the grant has one.
 * A patient's own app (issue 36) is also told who approved: `fhirUser` `Patient/{id}` (Praxis
 * issues no id token, so the answer carries it).
 */
export async function tokenAnswer(
  ctx: AppContext,
  reply: FastifyReply,
  grant: IssuedGrant,
  scopes: string[],
  refreshToken: string | null,
) {
  const { token, expiresIn } = await signSmartToken(ctx, { ...grant, scopes }, grant.patientId);
  return reply.header('pragma', 'no-cache').send({
    access_token: token,
    token_type: 'Bearer',
    expires_in: expiresIn,
    scope: scopes.join(' '),
    ...(grant.patientId ? { patient: grant.patientId } : {}),
    ...(grant.portalAccountId && grant.patientId
      ? { fhirUser: patientFhirUser(grant.patientId) }
      : {}),
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
  });
}
