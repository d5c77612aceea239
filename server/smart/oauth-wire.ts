import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from '../auth/secrets.ts';
import { findSmartApp } from '../auth/smart-identity.ts';
import type { AppContext } from '../context.ts';

/** One value of a query or form parameter; a repeated parameter is no value (RFC 6749 §3.1). */
export function single(params: unknown, name: string): string | undefined {
  const value = (params as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** An OAuth error for the token endpoint (RFC 6749 §5.2), never cached. */
export function tokenError(
  reply: FastifyReply,
  status: number,
  error: string,
  description: string,
) {
  if (status === 401) reply.header('www-authenticate', 'Basic realm="praxis-smart"');
  return reply.code(status).header('pragma', 'no-cache').send({
    error,
    error_description: description,
  });
}

/** `Authorization: Basic` credentials (RFC 6749 §2.3.1: each part form-urlencoded). */
function basicCredentials(request: FastifyRequest) {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return null;
  const text = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon < 1) return null;
  try {
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    return { clientId: decode(text.slice(0, colon)), secret: decode(text.slice(colon + 1)) };
  } catch {
    return null;
  }
}

const sameHash = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export type TokenClient = NonNullable<Awaited<ReturnType<typeof findSmartApp>>>;

/**
 * The registered app calling the token endpoint: a confidential app by `client_secret_basic`, a
 * public one by its `client_id` (and no secret). Null when the answer (401 invalid_client) is sent.
 */
export async function tokenClient(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<TokenClient | null> {
  const basic = basicCredentials(request);
  const clientId = basic?.clientId ?? single(request.body, 'client_id');
  const smartApp = clientId ? await findSmartApp(ctx, clientId) : undefined;
  if (!smartApp) {
    tokenError(reply, 401, 'invalid_client', 'Unknown client.');
    return null;
  }
  if (smartApp.confidential) {
    const secretOk =
      basic !== null &&
      smartApp.secret_hash !== null &&
      sameHash(hashToken(basic.secret), smartApp.secret_hash);
    if (!secretOk) {
      tokenError(reply, 401, 'invalid_client', 'Client authentication failed.');
      return null;
    }
  } else if (basic) {
    tokenError(reply, 401, 'invalid_client', 'A public client has no secret.');
    return null;
  }
  return smartApp;
}
