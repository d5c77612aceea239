import { createActor, fromPromise } from 'xstate';
import type { SessionEndReason } from '../../common/contracts/audit.contract';
import type { User } from '../../common/contracts/account.contract';
import { accountApi } from '../api/session/account.api';
import { httpClient } from '../api/http/http-client';
import { systemClock } from '../platform/time/clock';
import { decodeJwtPayload } from '../platform/session/jwt';
import { sessionStore } from '../platform/session/session-storage';
import { createSessionShare } from '../platform/session/session-share';
import { completeExternalSignIn, startExternalSignIn } from '../platform/session/oidc-client';
import { forgetDraftKey } from '../platform/drafts/local-draft-store';
import { pendingDrafts } from '../platform/drafts/pending-drafts';
import { isSessionLive } from '../machines/session/auth.rules';
import { isLoginPath } from '../routes/session/return-to';
import { browserIdleLogic } from '../routes/session/idle-connected';
import { clearQueryCache } from '../routes/query-cache';
import { forgetPatientSearch } from '../routes/shell/patient-search-handoff';
import type { AuthActorRef } from '../routes/session/auth-context';
import type { SessionConfig } from '../config/session-config';
import { bearerToken, provideAuthEffects } from './auth-effects';
import { recordSessionEnd, recordSignIn, recordUnrecordedSessionEnd } from './session-audit';

const browserLocation = () => {
  const { pathname, search, origin } = globalThis.location;
  return { pathname, search, origin };
};

/** No record read in one session is shown in the next (another user may sign in here). */
function endSession(reason: SessionEndReason, user: User | null) {
  clearQueryCache();
  // A name the header handed to the patient list and the list has not taken yet goes too.
  forgetPatientSearch();
  // The key of the encrypted draft store goes too: the next person here cannot read a copy.
  forgetDraftKey();
  recordSessionEnd(reason, user);
}

/** The auth machine with the browser's effects. */
function browserAuthLogic(config: SessionConfig) {
  httpClient.configure({
    getToken: () => bearerToken(sessionStore),
    isUnauthorizedIgnored: () => isLoginPath(globalThis.location.pathname),
  });
  // For the page's lifetime: a new tab of this browser may take this tab's live session.
  const share = createSessionShare();
  share.answer(() => {
    const session = sessionStore.read();
    return isSessionLive(session, systemClock.now()) ? session : null;
  });
  return provideAuthEffects({
    share,
    drafts: pendingDrafts,
    store: sessionStore,
    clock: systemClock,
    api: accountApi,
    http: httpClient,
    decodeJwt: decodeJwtPayload,
    // As wouter's navigate, without loading React: wouter hears it through the history methods
    // it wraps once the router has loaded, and reads the address when it starts.
    navigate: (to, options) =>
      globalThis.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to),
    location: browserLocation,
    log: (message, error) => console.warn(`[auth] ${message}`, error),
    sessionMaxMs: config.sessionMaxMs,
    onSignIn: recordSignIn,
    onSessionEnd: endSession,
    onUnrecordedSessionEnd: recordUnrecordedSessionEnd,
  }).provide({
    actors: {
      idle: browserIdleLogic(),
      redirectToProvider: fromPromise(({ input }) => startExternalSignIn(input.returnTo)),
      completeProviderCallback: fromPromise(({ input }) => completeExternalSignIn(input.url)),
    },
  });
}

/**
 * Starts the page's one auth actor, before React (issue 13): auth start runs while the app's
 * modules load, and the prerendered sign-in form can send to it at once (sign-in-island.ts).
 * It lives as long as the page.
 */
export function startBrowserAuth(config: SessionConfig): AuthActorRef {
  return createActor(browserAuthLogic(config), { input: { config } }).start();
}
