import { not } from 'xstate';
import { authSetup } from './auth.setup';
import {
  refreshedTokensFromOutput,
  refreshFailureFromEvent,
  userFromProfileEvent,
  errorFromEvent,
  reasonFromEvent,
  reasonFromContext,
  idleInput,
  reasonFromIdleOutput,
  urlFromCallbackEvent,
  keepCallbackFailure,
  callbackBroke,
  returnToFromCallbackOutput,
} from './auth.params';

// The signed-in session (the per-second check, token refresh, the idle watchers) and every way it
// ends, with its reason.

export const signedIn = authSetup.createStateConfig({
  // Children of signedIn: leaving it stops the idle watchers and the 401 watch, no cleanup code.
  invoke: [
    {
      id: 'idle',
      src: 'idle',
      input: idleInput,
      onDone: {
        target: 'flushingDrafts',
        actions: { type: 'assignEndReason', params: reasonFromIdleOutput },
      },
    },
    { id: 'unauthorizedWatch', src: 'unauthorizedWatch' },
  ],
  type: 'parallel',
  states: {
    expiry: {
      initial: 'live',
      states: {
        live: {
          after: {
            SESSION_CHECK: [
              { guard: 'sessionIsLive', target: 'live', reenter: true },
              {
                target: '#auth.flushingDrafts',
                actions: { type: 'assignEndReason', params: { reason: 'expired' } },
              },
            ],
          },
        },
      },
    },
    // Decision 7: a refresh before token_expires extends it, never past the absolute maximum.
    refresh: {
      entry: 'resetRefreshFailures',
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'refreshWanted', target: 'waiting' }, { target: 'off' }],
        },
        waiting: { after: { REFRESH_DUE: 'refreshing' } },
        refreshing: {
          invoke: {
            id: 'refreshTokens',
            src: 'refreshTokens',
            onDone: {
              target: 'deciding',
              actions: [
                { type: 'storeRefreshedTokens', params: refreshedTokensFromOutput },
                'resetRefreshFailures',
              ],
            },
            onError: [
              {
                guard: { type: 'refreshRetryAllowed', params: refreshFailureFromEvent },
                target: 'retrying',
                actions: 'countRefreshFailure',
              },
              // Refused or out of time: the session ends at token_expires as before.
              { target: 'off', actions: { type: 'logAuthError', params: errorFromEvent } },
            ],
          },
        },
        retrying: { after: { REFRESH_RETRY: 'refreshing' } },
        off: {},
      },
    },
    // A sibling tab's session was taken over while this tab was at the provider: the callback
    // still completes (the code is spent) and goes to its page, keeping the session it has.
    providerCallback: {
      initial: 'none',
      states: {
        none: {
          on: { 'auth.external.callback': 'completing' },
        },
        completing: {
          invoke: {
            id: 'completeProviderCallbackSignedIn',
            src: 'completeProviderCallback',
            input: urlFromCallbackEvent,
            onDone: [
              {
                guard: 'callbackSucceeded',
                target: 'none',
                actions: { type: 'navigateToReturnTo', params: returnToFromCallbackOutput },
              },
              {
                target: 'none',
                actions: keepCallbackFailure,
              },
            ],
            onError: {
              target: 'none',
              actions: callbackBroke,
            },
          },
        },
      },
    },
  },
  on: {
    'auth.logout': {
      target: 'flushingDrafts',
      actions: { type: 'assignEndReason', params: reasonFromEvent },
    },
    'http.unauthorized': {
      target: 'flushingDrafts',
      actions: { type: 'assignEndReason', params: { reason: 'unauthorized' } },
    },
    'auth.profile.updated': { actions: { type: 'assignUser', params: userFromProfileEvent } },
  },
});

// Decision 2 of CLINICAL.md: no session ends with a word unsaved. Drafts with unsaved changes
// are saved first, within a bounded wait; with none, the session ends at once.
export const flushingDrafts = authSetup.createStateConfig({
  always: { guard: not('hasPendingDrafts'), target: 'endingSession' },
  invoke: {
    id: 'flushPendingDrafts',
    src: 'flushPendingDrafts',
    onDone: 'endingSession',
    onError: {
      target: 'endingSession',
      actions: { type: 'logAuthError', params: errorFromEvent },
    },
  },
  after: { DRAFT_FLUSH_LIMIT: 'endingSession' },
});

export const endingSession = authSetup.createStateConfig({
  entry: [
    { type: 'recordSessionEnd', params: reasonFromContext },
    { type: 'revokeServerSession', params: reasonFromContext },
    'clearSession',
    'clearUser',
    { type: 'leaveToLogin', params: reasonFromContext },
  ],
  always: 'signedOut',
});
