import { fromPromise } from 'xstate';
import type { AccountApi } from '../api/account.api';
import type { HttpClient } from '../api/http-client';
import type { User } from '../contracts/account.contract';
import type { SessionEndReason } from '../contracts/audit.contract';
import { authMachine, type Credentials, type Registration } from '../machines/auth/auth.machine';
import { isExpClaimLive, isSessionLive, userFromClaims } from '../machines/auth/auth.rules';
import type { Clock } from '../platform/clock';
import type { SessionStore } from '../platform/session-storage';
import { afterSignInPath, isLoginPath, loginPathFor } from '../routes/guards/return-to';

/** What the auth machine's effects need from the browser; tests pass fakes. */
export interface AuthEffectDeps {
  store: SessionStore;
  clock: Clock;
  api: AccountApi;
  http: HttpClient;
  /** Unverified JWT payload; throws on a malformed token. */
  decodeJwt: (token: unknown) => unknown;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The current location: pathname, search and origin. */
  location: () => { pathname: string; search: string; origin: string };
  log: (message: string, error?: unknown) => void;
  /** An external-provider sign-in (the server records password sign-ins itself). */
  onSignIn?: (user: User) => void;
  /** Every session end, with its reason (the session's other tabs are told). */
  onSessionEnd?: (reason: SessionEndReason, user: User | null) => void;
  /**
   * A session end the server did not record (no logout call, or it failed): the client audits it,
   * with the bearer of the ended session (storage is cleared by then).
   */
  onUnrecordedSessionEnd?: (reason: SessionEndReason, user: User, token: string | null) => void;
}

const expClaimOf = (claims: unknown) =>
  typeof claims === 'object' && claims !== null && 'exp' in claims ? claims.exp : undefined;

/** Who chose to leave, or changed their password, signs in to the start page, not back here. */
const startsFresh = (reason: SessionEndReason) =>
  reason === 'user' || reason === 'password-changed';

/** The bearer token: the token set's access token, else the older layer's serviceToken. */
export function bearerToken(store: SessionStore): string | null {
  const session = store.read();
  return session.accessToken ?? session.serviceToken;
}

/** The auth machine with every effect provided for the browser (or for a test's fakes). */
export function provideAuthEffects(deps: AuthEffectDeps) {
  const { store, clock, api, http, decodeJwt, navigate, location, log } = deps;

  const serviceTokenExp = (): unknown => {
    const token = store.read().serviceToken;
    if (!token) return undefined;
    try {
      return expClaimOf(decodeJwt(token));
    } catch (error) {
      log('Stored serviceToken cannot be decoded', error);
      return undefined;
    }
  };

  return authMachine.provide({
    guards: {
      hasStoredTokenSet: () => {
        const s = store.read();
        return Boolean(s.accessToken && s.idToken && s.tenantId);
      },
      hasLiveServiceToken: () => isExpClaimLive(serviceTokenExp(), clock.now()),
      sessionIsLive: () => isSessionLive(store.read(), clock.now()),
    },
    actors: {
      decodeStoredIdToken: fromPromise(async () => {
        const { idToken, tenantId } = store.read();
        return userFromClaims(decodeJwt(idToken), tenantId ?? '');
      }),
      fetchCurrentUser: fromPromise(async () => {
        const exp = serviceTokenExp();
        const user = await api.me();
        // Decision 1: the restored session gets the serviceToken's exp as its hard ceiling.
        store.writeRestoredSession(user.tenantId, Number(exp) * 1000);
        return user;
      }),
      signInWithPassword: fromPromise(({ input }: { input: Credentials }) =>
        api.login(input.email, input.password),
      ),
      registerAccount: fromPromise(({ input }: { input: Registration }) => api.register(input)),
    },
    actions: {
      storeTokenSet: (_, { tokens, serviceToken, authCode, fhirToken }) => {
        // Spec §4: token_expires = now + expires_in seconds, kept in milliseconds.
        const tokenExpires = clock.now() + Number(tokens.expires_in) * 1000;
        store.writeTokenSet({ ...tokens, tokenExpires, authCode, fhirToken });
        if (serviceToken) store.writeServiceToken(serviceToken);
      },
      clearSession: () => store.clear(),
      logAuthError: (_, { error }) => log('Auth start or sign-in failed', error),
      navigateAfterSignIn: () => {
        const { search, origin } = location();
        navigate(afterSignInPath(search, origin), { replace: true });
      },
      leaveToLogin: (_, { reason }) => {
        const { pathname, search, origin } = location();
        if (isLoginPath(pathname)) return;
        // Anyone sent away comes back where they were.
        const from = startsFresh(reason) ? null : `${pathname}${search}`;
        navigate(loginPathFor(from, origin), { replace: true });
      },
      revokeServerSession: ({ context }, { reason }) => {
        const { user } = context;
        const token = bearerToken(store);
        const auditHere = () => {
          if (user) deps.onUnrecordedSessionEnd?.(reason, user, token);
        };
        // The server ended every session at the change and recorded it as password-change.
        if (reason === 'password-changed') return;
        if (!token || reason === 'unauthorized') return auditHere();
        // The server answers 204 only after recording the end with its reason.
        api.logout(token, reason).catch((error: unknown) => {
          log('Server logout failed', error);
          auditHere();
        });
      },
      recordSignIn: (_, { user }) => {
        if (user) deps.onSignIn?.(user);
      },
      recordSessionEnd: ({ context }, { reason }) => deps.onSessionEnd?.(reason, context.user),
      restartUnauthorizedWatch: () => http.restartUnauthorizedWatch(),
    },
  });
}
