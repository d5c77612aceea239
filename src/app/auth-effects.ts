import { fromCallback, fromPromise } from 'xstate';
import type { AccountApi } from '../api/session/account.api';
import { ApiError } from '../api/http/api-error';
import type { HttpClient } from '../api/http/http-client';
import { SESSION } from '../../common/constants/session-timing';
import { DEFAULT_SESSION_CONFIG } from '../config/session-config';
import type { User } from '../../common/contracts/account.contract';
import type { SessionEndReason } from '../../common/contracts/audit.contract';
import {
  authMachine,
  type Credentials,
  type Registration,
  type SecondFactorAnswer,
} from '../machines/session/auth.machine';
import { isExpClaimLive, isSessionLive, userFromClaims } from '../machines/session/auth.rules';
import type { Clock } from '../platform/time/clock';
import type { SessionStore } from '../platform/session/session-storage';
import { takeEarlySignIn } from '../platform/session/early-sign-in';
import type { SessionShare } from '../platform/session/session-share';
import type { PendingDrafts } from '../platform/drafts/pending-drafts';
import { hasSessionCredentials } from '../machines/session/auth.rules';
import { afterSignInPath, isLoginPath, loginPathFor } from '../routes/session/return-to';
import { homeOf, landingFor } from '../machines/session/landing';

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
  /** Decision 7's absolute maximum after sign-in; the configuration's by default. */
  sessionMaxMs?: number;
  /** An external-provider sign-in (the server records password sign-ins itself). */
  onSignIn?: (user: User) => void;
  /** Every session end, with its reason (the session's other tabs are told). */
  onSessionEnd?: (reason: SessionEndReason, user: User | null) => void;
  /**
   * A session end the server did not record (no logout call, or it failed): the client audits it,
   * with the bearer of the ended session (storage is cleared by then).
   */
  onUnrecordedSessionEnd?: (reason: SessionEndReason, user: User, token: string | null) => void;
  /** The browser's sibling tabs: the session handshake and shared refreshes (decision H15). */
  share?: SessionShare;
  /** Runs a refresh while no other tab of the browser refreshes (Web Locks); at once without. */
  withRefreshLock?: <T>(refresh: () => Promise<T>) => Promise<T>;
  /** The drafts being written: saved before any session end (CLINICAL.md decision 2). */
  drafts?: Pick<PendingDrafts, 'hasPending' | 'flushAll'>;
}

/** One refresh at a time across the browser's tabs, where the browser has Web Locks. */
export const REFRESH_LOCK = 'praxis.token-refresh';
export function webRefreshLock<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? (locks.request(REFRESH_LOCK, refresh) as Promise<T>) : refresh();
}

/** A number stored as text, or NaN. */
const storedNumber = (value: string | null) => (value === null ? NaN : Number(value));

/** No answer at all, or the server failing: worth another try. A refusal (4xx) is final. */
const isTransient = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

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
  const withRefreshLock = deps.withRefreshLock ?? webRefreshLock;
  const sessionMaxMs = deps.sessionMaxMs ?? DEFAULT_SESSION_CONFIG.sessionMaxMs;

  const tokenExpires = () => storedNumber(store.read().tokenExpires);
  /** Sign-in + the absolute maximum; NaN for a session started before it was recorded. */
  const sessionCeiling = () => storedNumber(store.read().sessionStartedAt) + sessionMaxMs;

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
      hasProviderCodes: () => {
        const { authCode, fhirToken } = store.read();
        return Boolean(authCode && fhirToken);
      },
      sessionIsLive: () => isSessionLive(store.read(), clock.now()),
      // Only the password layer's own refresh token (it came with a serviceToken): a provider's
      // refresh token is never sent to this server.
      refreshWanted: () => {
        const { refreshToken, serviceToken } = store.read();
        return Boolean(refreshToken && serviceToken) && tokenExpires() < sessionCeiling();
      },
      hasPendingDrafts: () => deps.drafts?.hasPending() ?? false,
      refreshRetryAllowed: (_, { error, failures }) =>
        isTransient(error) &&
        failures < SESSION.refreshRetries &&
        clock.now() + SESSION.refreshRetryMs < tokenExpires(),
    },
    delays: {
      REFRESH_DUE: () => Math.max(0, tokenExpires() - SESSION.refreshLeadMs - clock.now()),
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
      // A sign-in the boot script already sent for these credentials is read, not sent again.
      signInWithPassword: fromPromise(({ input }: { input: Credentials }) =>
        api.signIn(input.email, input.password, takeEarlySignIn(input.email, input.password)),
      ),
      registerAccount: fromPromise(({ input }: { input: Registration }) => api.register(input)),
      verifySecondFactor: fromPromise(({ input }: { input: SecondFactorAnswer }) =>
        api.secondFactor(input),
      ),
      startSignInEnrolment: fromPromise(({ input }: { input: { challenge: string } }) =>
        api.signInEnrolment(input.challenge),
      ),
      confirmSignInEnrolment: fromPromise(
        ({ input }: { input: { challenge: string; code: string } }) =>
          api.confirmSignInEnrolment(input),
      ),
      // Under the browser-wide lock: a set a sibling tab already rotated from this tab's refresh
      // token is taken as is; otherwise this tab refreshes and offers the result to its siblings.
      refreshTokens: fromPromise(() =>
        withRefreshLock(async () => {
          const { refreshToken } = store.read();
          const shared = await deps.share?.sharedRefreshFor(refreshToken);
          if (shared) {
            const elapsedS = Math.floor((clock.now() - shared.receivedAt) / 1000);
            const expiresIn = Math.max(1, shared.response.expires_in - elapsedS);
            return { ...shared.response, expires_in: expiresIn };
          }
          const response = await api.refresh(refreshToken ?? '');
          if (refreshToken)
            deps.share?.shareRefresh(refreshToken, { response, receivedAt: clock.now() });
          return response;
        }),
      ),
      // Each signed-in session gets one 401 report from the client, which ends it.
      unauthorizedWatch: fromCallback(({ sendBack }) => {
        http.restartUnauthorizedWatch();
        http.configure({ onUnauthorized: () => sendBack({ type: 'http.unauthorized' }) });
        return () => http.configure({ onUnauthorized: () => {} });
      }),
      flushPendingDrafts: fromPromise(async () => {
        await deps.drafts?.flushAll();
      }),
      sessionFromSiblingTab: fromPromise(async () => {
        const offered = await deps.share?.ask({
          uncountedMs: SESSION.siblingHandshakeMs,
          countedMs: SESSION.siblingAnswersMs,
        });
        if (!offered || !hasSessionCredentials(offered)) return false;
        store.adopt(offered);
        return true;
      }),
    },
    actions: {
      storeTokenSet: (_, { tokens, serviceToken, authCode, fhirToken }) => {
        // Spec §4: token_expires = now + expires_in seconds, kept in milliseconds.
        const now = clock.now();
        const tokenExpires = Math.min(now + Number(tokens.expires_in) * 1000, now + sessionMaxMs);
        store.writeTokenSet({
          ...tokens,
          tokenExpires,
          authCode,
          fhirToken,
          sessionStartedAt: now,
        });
        if (serviceToken) store.writeServiceToken(serviceToken);
      },
      storeRefreshedTokens: (_, { tokens, serviceToken }) => {
        const fresh = clock.now() + Number(tokens.expires_in) * 1000;
        store.writeTokenSet({ ...tokens, tokenExpires: Math.min(fresh, sessionCeiling()) });
        if (serviceToken) store.writeServiceToken(serviceToken);
      },
      clearSession: () => store.clear(),
      logAuthError: (_, { error }) => log('Auth start or sign-in failed', error),
      navigateAfterSignIn: (_, who) => {
        const { search, origin } = location();
        navigate(landingFor(who, afterSignInPath(search, origin, homeOf(who))), { replace: true });
      },
      navigateToReturnTo: (_, { to }) => {
        if (to) navigate(to, { replace: true });
      },
      leaveToLogin: (_, { reason }) => {
        const { pathname, search, origin } = location();
        if (isLoginPath(pathname)) return;
        // Anyone sent away comes back where they were.
        const from = startsFresh(reason) ? null : `${pathname}${search}`;
        navigate(loginPathFor(from, origin), { replace: true });
      },
      leaveProtectedRoute: () => {
        const { pathname, search, origin } = location();
        navigate(loginPathFor(`${pathname}${search}`, origin), { replace: true });
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
    },
  });
}
