import { jwtDecode } from 'jwt-decode';

/**
 * The payload of a JWT-shaped string, unverified (decision 8: claims are for display only).
 * Throws jwt-decode's InvalidTokenError for a non-string, a missing part, invalid base64 or
 * invalid JSON; the payload itself may be any JSON value, so callers check its shape.
 */
export function decodeJwtPayload(token: unknown): unknown {
  return jwtDecode<unknown>(token as string);
}
