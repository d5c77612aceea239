import { ERRORS } from '../../config/constants';
import type {
  LoginResponse,
  SecondFactorNeeded,
  TokenSet,
  User,
} from '../../../common/contracts/account.contract';
import { sessionIdOf, type IdleEndReason, type IdleInput } from './idle.machine';
import type { AuthEvent } from './auth.events';
import { landingAfterSignIn, type SignedInWho } from './landing';
import type {
  AuthContext,
  Credentials,
  LoginResult,
  ProviderCallback,
  ProviderFailure,
  Registration,
  SecondFactorAnswer,
  TokenStore,
} from './auth.types';

/**
 * The auth chart's parameter mappers: each names the one event or context value an action, guard
 * or actor of src/machines/session/auth.machine.ts reads, so the chart stays free of inline logic.
 */
type EventOf<T extends AuthEvent['type']> = Extract<AuthEvent, { type: T }>;

/** Who signed in, as routing needs it (landing.ts): the roles, and a portal patient's id. */
const whoOf = (user: User | undefined): SignedInWho =>
  user?.patientId ? { roles: user.roles, patientId: user.patientId } : { roles: user?.roles ?? [] };

// Named parameter mappers keep the chart free of inline logic; each reads one event or context value.
export const tokensFromEvent = ({ event }: { event: AuthEvent }) => ({
  tokens: event.type === 'auth.signIn.tokens' ? event.tokens : undefined,
});
export const providerTokensFromEvent = ({ event }: { event: AuthEvent }): TokenStore => {
  const { tokens, authCode, fhirToken } = event as EventOf<'auth.signIn.tokens'>;
  return { tokens: tokens as TokenSet, authCode, fhirToken };
};
/** The answer as a token set; a second-factor answer has none. */
const tokenAnswer = (output: LoginResult) => ('secondFactor' in output ? undefined : output);
export const tokensFromLogin = ({ event }: { event: { output: LoginResult } }) => ({
  tokens: tokenAnswer(event.output),
});
// Only used behind the tokenSetComplete guard, so the token set is whole here.
export const loginTokensFromOutput = ({
  event,
}: {
  event: { output: LoginResult };
}): TokenStore => ({
  tokens: event.output as TokenSet,
  serviceToken: tokenAnswer(event.output)?.serviceToken,
});
export const userFromLogin = ({ event }: { event: { output: LoginResult } }) => ({
  user: (event.output as LoginResponse).user,
});
export const rolesFromLogin = ({ event }: { event: { output: LoginResult } }) =>
  whoOf((event.output as LoginResponse).user);
/** The challenge of a second-factor answer (only behind the secondFactorNeeded guard). */
export const challengeFromLogin = ({ event }: { event: { output: LoginResult } }) => ({
  challenge: (event.output as SecondFactorNeeded).secondFactor,
});
export const secondFactorAnswerFromEvent = ({
  context,
  event,
}: {
  context: AuthContext;
  event: AuthEvent;
}): SecondFactorAnswer => {
  const challenge = context.secondFactor?.challenge ?? '';
  return event.type === 'auth.secondFactor.recoveryCode'
    ? { challenge, recoveryCode: event.recoveryCode }
    : { challenge, code: (event as EventOf<'auth.secondFactor.code'>).code };
};
export const challengeFromContext = ({ context }: { context: AuthContext }) => ({
  challenge: context.secondFactor?.challenge ?? '',
});
/** The session kept while the recovery codes were shown (only entered with one). */
export const pendingTokens = ({ context }: { context: AuthContext }): TokenStore => ({
  tokens: context.pendingSignIn as TokenSet,
  serviceToken: context.pendingSignIn?.serviceToken,
});
export const pendingUser = ({ context }: { context: AuthContext }) => ({
  user: context.pendingSignIn!.user,
});
export const pendingRoles = ({ context }: { context: AuthContext }) =>
  whoOf(context.pendingSignIn?.user);
export const loginResponseFromOutput = ({ event }: { event: { output: LoginResponse } }) => ({
  tokens: event.output,
});
export const storeFromOutput = ({ event }: { event: { output: LoginResponse } }): TokenStore => ({
  tokens: event.output,
  serviceToken: event.output.serviceToken,
});
export const userFromLoginResponse = ({ event }: { event: { output: LoginResponse } }) => ({
  user: event.output.user,
});
export const rolesFromLoginResponse = ({ event }: { event: { output: LoginResponse } }) =>
  whoOf(event.output.user);
// Only reached from the refresh actor's done event, whose answer the contract validated whole.
export const refreshedTokensFromOutput = ({
  event,
}: {
  event: { output: LoginResponse };
}): TokenStore => ({
  tokens: event.output,
  serviceToken: event.output.serviceToken,
});
export const refreshFailureFromEvent = ({
  context,
  event,
}: {
  context: AuthContext;
  event: { error: unknown };
}) => ({ error: event.error, failures: context.refreshFailures });
export const userFromOutput = ({ event }: { event: { output: User } }) => ({ user: event.output });
export const userFromProfileEvent = ({ event }: { event: AuthEvent }) => ({
  user: (event as EventOf<'auth.profile.updated'>).user,
});
export const userFromContext = ({ context }: { context: AuthContext }) => ({ user: context.user });
export const errorFromEvent = ({ event }: { event: { error: unknown } }) => ({
  error: event.error,
});
export const reasonFromEvent = ({ event }: { event: AuthEvent }) => ({
  reason: (event as EventOf<'auth.logout'>).reason,
});
// endingSession is only entered after assignEndReason, so the fallback is never used.
export const reasonFromContext = ({ context }: { context: AuthContext }) => ({
  reason: context.endReason ?? ('user' as const),
});
export const credentialsFromEvent = ({ event }: { event: AuthEvent }): Credentials => {
  const { email, password } = event as EventOf<'auth.signIn.password'>;
  return { email, password };
};
export const registrationFromEvent = ({ event }: { event: AuthEvent }): Registration => {
  const { firstName, lastName, email, password } = event as EventOf<'auth.register'>;
  return { firstName, lastName, email, password };
};
/** The idle watchers start from the configuration; they read the clock themselves. */
export const idleInput = ({ context }: { context: AuthContext }): IdleInput => ({
  config: context.config,
  sessionId: context.user ? sessionIdOf(context.user) : null,
});
/** The idle watchers ended (they end only with a reason): the session ends with it. */
export const reasonFromIdleOutput = ({
  event,
}: {
  event: { output: { reason: IdleEndReason | null } };
}) => ({
  reason: event.output.reason ?? ('idle-watcher-1' as const),
});
export const missingTokens = { error: new Error(ERRORS.missingTokens) };
export const rejected: { failure: ProviderFailure } = { failure: { code: 'rejected', detail: {} } };
export const returnToFromStartEvent = ({ event }: { event: AuthEvent }) => ({
  returnTo: (event as EventOf<'auth.external.start'>).returnTo,
});
export const urlFromCallbackEvent = ({ event }: { event: AuthEvent }) => ({
  url: (event as EventOf<'auth.external.callback'>).url,
});
export const callbackTokens = ({ event }: { event: { output: ProviderCallback } }) => ({
  tokens: event.output.ok ? event.output.result.tokens : undefined,
});
// Only used behind the tokenSetComplete guard, so the token set is whole here.
export const tokensFromCallback = ({
  event,
}: {
  event: { output: ProviderCallback };
}): TokenStore => {
  const { tokens, authCode } = (event.output as Extract<ProviderCallback, { ok: true }>).result;
  return { tokens: tokens as TokenSet, authCode };
};
export const returnToFromCallback = ({ event }: { event: { output: ProviderCallback } }) => ({
  returnTo: event.output.ok ? event.output.result.returnTo : null,
});
export const failureFromCallback = ({ event }: { event: { output: ProviderCallback } }) => ({
  failure: event.output.ok ? rejected.failure : event.output.error,
});
/** The provider (or the exchange) said no: the callback page shows why. */
export const keepCallbackFailure = {
  type: 'assignProviderFailure' as const,
  params: failureFromCallback,
};
/** The exchange threw instead of answering: logged, and shown as the login handler's refusal. */
export const callbackBroke = [
  { type: 'logAuthError' as const, params: errorFromEvent },
  { type: 'assignProviderFailure' as const, params: rejected },
];
/** After an external sign-in: the page it started from, or the member's home (`landing.ts`). */
export const returnToFromContext = ({ context }: { context: AuthContext }) => ({
  to:
    context.providerReturnTo === null
      ? null
      : landingAfterSignIn(context.providerReturnTo, context.user?.roles ?? []),
});
export const returnToFromCallbackOutput = ({ event }: { event: { output: ProviderCallback } }) => ({
  to: event.output.ok ? event.output.result.returnTo : null,
});
