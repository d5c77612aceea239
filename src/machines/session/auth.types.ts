import type { SessionConfig } from '../../config/session-config';
import type {
  LoginResponse,
  SecondFactorNeeded,
  SignInAnswer,
  TokenSet,
  User,
} from '../../../common/contracts/account.contract';
import type { SessionEndReason } from '../../../common/contracts/audit.contract';
import type { AuthErrorCode } from './auth.rules';

export interface AuthContext {
  /** The session durations, validated once at start by the app and passed as input. */
  config: SessionConfig;
  user: User | null;
  /** Why the last sign-in failed; the sign-in page translates it. */
  signInError: AuthErrorCode | null;
  /** Why the last registration failed; the sign-up page translates it. */
  registerError: AuthErrorCode | null;
  /** With a too-many-attempts error: the seconds the server asked to wait, if it said. */
  retryAfterS: number | null;
  /** Why the last session ended; the sign-in page translates it. */
  endReason: SessionEndReason | null;
  /** Refresh attempts in a row that got no answer; a success starts again from 0. */
  refreshFailures: number;
  /** Auth start asked the open sibling tabs for their session (once per start). */
  siblingsAsked: boolean;
  /** Why the last external sign-in's callback failed; the callback page explains it. */
  providerFailure: ProviderFailure | null;
  /** Where an external sign-in goes once its tokens are accepted. */
  providerReturnTo: string | null;
  /**
   * Two-factor (issue 36): the challenge a right password opened, while its code (or the
   * enrolment the clinic requires) is awaited; kept in memory only, never stored.
   */
  secondFactor: SecondFactorChallenge | null;
  /** The secret and otpauth URI of an enrolment at sign-in, shown until it is confirmed. */
  enrolment: { secret: string; uri: string } | null;
  /** The recovery codes of an enrolment just confirmed, shown once before the session starts. */
  recoveryCodes: string[] | null;
  /** The session an enrolment at sign-in opened, held until the recovery codes were seen. */
  pendingSignIn: LoginResponse | null;
}

export type SecondFactorChallenge = SecondFactorNeeded['secondFactor'];

/** What the second step sends: a code from the app, or one recovery code. */
export type SecondFactorAnswer =
  { challenge: string; code: string } | { challenge: string; recoveryCode: string };

/** What the app passes when it starts the auth actor; tests and stories leave out what they do not change. */
export interface AuthInput {
  /** Defaults to the spec's durations (DEFAULT_SESSION_CONFIG). */
  config?: SessionConfig;
}

/** Why an external sign-in failed: the provider's or the exchange's code, or the login handler's refusal. */
export interface ProviderFailure {
  code:
    | 'not-configured'
    | 'unreachable'
    | 'provider'
    | 'state'
    | 'exchange'
    | 'tenant'
    | 'tokens'
    | 'rejected';
  detail: {
    /** The provider's OAuth error code, e.g. access_denied. */
    error?: string;
    /** The provider's own text, shown verbatim. */
    description?: string;
    /** The missing claim, for `tenant`. */
    claim?: string;
  };
}

/** The identity provider's callback, exchanged for tokens (or not). */
export type ProviderCallback =
  | { ok: true; result: { tokens: Partial<TokenSet>; authCode: string; returnTo: string } }
  | { ok: false; error: ProviderFailure };

export interface Credentials {
  email: string;
  password: string;
}

export interface Registration extends Credentials {
  firstName: string;
  lastName: string;
}

/** What the login handler stores (spec §4): the token set plus whatever layer-specific values came with it. */
export interface TokenStore {
  tokens: TokenSet;
  serviceToken?: string;
  authCode?: string;
  fhirToken?: string;
}

/**
 * The password sign-in answer as the login handler reads it: the token set may be incomplete, or
 * (issue 36) a second factor is needed first.
 */
export type LoginResult = SignInAnswer;
