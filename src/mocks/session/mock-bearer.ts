import { findById, isSessionRevoked, sessionGeneration, type AccountRecord } from './account.db';
import { readToken, type MockClaims } from './mock-tokens';

/**
 * Who a mock request comes from, as the server's `signedIn` scope decides it: a live bearer
 * token (access or service), of a session no password change, reset or reused refresh token
 * has ended. Every feature's mock asks here; the account and audit mocks too.
 */

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Neither a password change or reset since minting, nor a reused refresh token, ended it. */
export function liveSession(claims: MockClaims): boolean {
  return (claims.gen ?? 0) === sessionGeneration(claims.sub) && !isSessionRevoked(claims.sid);
}

/** The claims of a live access or service bearer token, or null. */
export function liveBearer(request: Request, expiredGraceS = 0): MockClaims | null {
  const header = request.headers.get('Authorization') ?? '';
  const claims = header.startsWith('Bearer ') ? readToken(header.slice(7)) : null;
  if (!claims || claims.exp + expiredGraceS <= nowSeconds()) return null;
  if (claims.token_use !== 'access' && claims.token_use !== 'service') return null;
  return liveSession(claims) ? claims : null;
}

/**
 * The member behind a live access or service bearer token, or null. A portal patient's token is
 * no member's (issue 36): every member handler refuses it, as the server's member scopes do.
 */
export function authenticated(request: Request, expiredGraceS = 0): AccountRecord | null {
  const claims = liveBearer(request, expiredGraceS);
  if (!claims || claims.kind === 'patient') return null;
  return findById(claims.sub);
}

/** The portal patient behind a live bearer token (the portal's handlers), or null. */
export function authenticatedPatient(request: Request, expiredGraceS = 0): AccountRecord | null {
  const claims = liveBearer(request, expiredGraceS);
  if (claims?.kind !== 'patient') return null;
  const account = findById(claims.sub);
  return account?.patientId && account.patientId === claims.patient_id ? account : null;
}
