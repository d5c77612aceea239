import type { SessionEndReason } from '../../../common/contracts/audit.contract';
import type { TokenSet, User } from '../../../common/contracts/account.contract';

/** The events the auth machine accepts from outside: the contract between it, the pages and the HTTP client. */
export type AuthEvent =
  /** Password sign-in (older layer, spec §7): POST /account/login, then the login handler. */
  | { type: 'auth.signIn.password'; email: string; password: string }
  /** External identity provider callback: the login handler on its token set (spec §4). */
  | { type: 'auth.signIn.tokens'; tokens: Partial<TokenSet>; authCode?: string; fhirToken?: string }
  /** The sign-in page's "sign in with your organization": off to the identity provider. */
  | { type: 'auth.external.start'; returnTo: string }
  /** /auth/callback: the provider came back with a code (or an error) in this URL. */
  | { type: 'auth.external.callback'; url: string }
  | { type: 'auth.register'; firstName: string; lastName: string; email: string; password: string }
  /** Every session end carries a reason. */
  | { type: 'auth.logout'; reason: SessionEndReason }
  /** The HTTP client saw a 401. */
  | { type: 'http.unauthorized' }
  /** A protected route is shown without a session: the session guard's delay starts (spec §4). */
  | { type: 'guard.protectedRoute.entered' }
  /** The protected route is gone (the user navigated, or a session arrived first). */
  | { type: 'guard.protectedRoute.left' }
  /** Two-factor (issue 36): the code from the authenticator app, at sign-in or to enrol. */
  | { type: 'auth.secondFactor.code'; code: string }
  /** Two-factor: one recovery code instead of the app's code. */
  | { type: 'auth.secondFactor.recoveryCode'; recoveryCode: string }
  /** Two-factor: back to the password (the challenge is dropped). */
  | { type: 'auth.secondFactor.cancel' }
  /** Two-factor: the recovery codes of an enrolment at sign-in were kept; the session starts. */
  | { type: 'auth.secondFactor.recoveryCodesKept' }
  /** The profile was saved: the session shows the new name. */
  | { type: 'auth.profile.updated'; user: User };
