import { PRERENDER } from '../../config/constants';

type Take = (email: string, password: string) => Promise<Response> | null;

/**
 * The answer to the sign-in the boot script sent when the prerendered form was submitted before
 * the app was ready (src/app/prerender-boot.ts, issue 35), if it was for these credentials; taken
 * once. Null where the boot script sent none, or for other credentials.
 */
export function takeEarlySignIn(
  email: string,
  password: string,
  win: object = globalThis,
): Promise<Response> | null {
  const take = (win as Record<string, unknown>)[PRERENDER.earlySignInKey];
  return typeof take === 'function' ? (take as Take)(email, password) : null;
}
