/**
 * Unsigned JWT-shaped tokens (header.payload.signature, base64url) that the client can decode.
 * The mock verifies them by reading them back; the real server signs and verifies (decision 8).
 */
export interface MockClaims {
  sub: string;
  oid: string;
  email: string;
  name: string;
  given_name: string;
  tid: string;
  token_use: 'access' | 'id' | 'service' | 'refresh';
  iat: number;
  exp: number;
  /** The account's session generation at minting; absent counts as 0. */
  gen?: number;
  /** The sign-in session the token belongs to. */
  sid?: string;
  /** Unique per token: a refresh token works once. */
  jti?: string;
  /** The member's roles, as the server's id token carries them. */
  roles?: string[];
  /** A portal patient's tokens (issue 36), as the server's: `kind` and the patient's id. */
  kind?: 'patient';
  patient_id?: string;
}

const base64url = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64url = (part: string) => {
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
};

export function mintToken(claims: MockClaims): string {
  return [
    base64url(JSON.stringify({ alg: 'none', typ: 'JWT' })),
    base64url(JSON.stringify(claims)),
    'mock-signature',
  ].join('.');
}

/** The claims of a token this mock minted, or null for anything else. */
export function readToken(token: string): MockClaims | null {
  const [, payload] = token.split('.');
  if (!payload) return null;
  try {
    const claims = JSON.parse(fromBase64url(payload)) as Partial<MockClaims>;
    return typeof claims.sub === 'string' && typeof claims.exp === 'number'
      ? (claims as MockClaims)
      : null;
  } catch {
    return null;
  }
}
