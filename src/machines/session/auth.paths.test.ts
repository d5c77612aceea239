import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromPromise,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type StateValue,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import type { AuthEvent } from './auth.events';
import type { LoginResponse, User } from '../../../common/contracts/account.contract';
import {
  authMachine,
  type Credentials,
  type LoginResult,
  type ProviderCallback,
  type Registration,
  type SecondFactorAnswer,
} from './auth.machine';
import { demoUser, loginResult } from './auth.test-kit';

/** The facts the provided guards read from the browser; every combination is explored. */
interface World {
  hasStoredTokenSet: boolean;
  hasLiveServiceToken: boolean;
  sessionIsLive: boolean;
  refreshWanted: boolean;
  refreshRetryAllowed: boolean;
  hasProviderCodes: boolean;
  hasPendingDrafts: boolean;
}

/** No refresh token; a refresh token with retries refused; with retries allowed. */
const refreshWorlds = [
  { refreshWanted: false, refreshRetryAllowed: false },
  { refreshWanted: true, refreshRetryAllowed: false },
  { refreshWanted: true, refreshRetryAllowed: true },
];

/**
 * The facts auth start reads and the facts a signed-in session reads are independent (sign-in
 * reaches signedIn from any start), so each start is explored with the defaults of the other,
 * and each signed-in combination from a plain start: no full cross product is needed.
 */
const plain: World = {
  hasStoredTokenSet: false,
  hasLiveServiceToken: false,
  sessionIsLive: true,
  refreshWanted: false,
  refreshRetryAllowed: false,
  hasProviderCodes: false,
  hasPendingDrafts: false,
};
const worlds: World[] = [
  ...[false, true].flatMap((hasStoredTokenSet) =>
    [false, true].map((hasLiveServiceToken) => ({
      ...plain,
      hasStoredTokenSet,
      hasLiveServiceToken,
    })),
  ),
  ...[false, true].flatMap((sessionIsLive) =>
    refreshWorlds.map((refresh) => ({ ...plain, sessionIsLive, ...refresh })),
  ),
  // Provider codes without a token set only matter while signed out.
  { ...plain, hasProviderCodes: true },
  // A session ending while a note is being written waits for its save.
  { ...plain, hasPendingDrafts: true },
];

const never = () => new Promise<never>(() => {});

/** The machine in one world; actors never settle by themselves, the path sends their results. */
const machineIn = (world: World) =>
  authMachine.provide({
    guards: {
      hasStoredTokenSet: () => world.hasStoredTokenSet,
      hasLiveServiceToken: () => world.hasLiveServiceToken,
      sessionIsLive: () => world.sessionIsLive,
      refreshWanted: () => world.refreshWanted,
      refreshRetryAllowed: () => world.refreshRetryAllowed,
      hasProviderCodes: () => world.hasProviderCodes,
      hasPendingDrafts: () => world.hasPendingDrafts,
    },
    actors: {
      decodeStoredIdToken: fromPromise<User>(never),
      fetchCurrentUser: fromPromise<User>(never),
      signInWithPassword: fromPromise<LoginResult, Credentials>(never),
      registerAccount: fromPromise<User, Registration>(never),
      refreshTokens: fromPromise<LoginResponse>(never),
      sessionFromSiblingTab: fromPromise<boolean>(never),
      redirectToProvider: fromPromise<void, { returnTo: string }>(never),
      completeProviderCallback: fromPromise<ProviderCallback, { url: string }>(never),
      flushPendingDrafts: fromPromise<void>(never),
      verifySecondFactor: fromPromise<LoginResponse, SecondFactorAnswer>(never),
      startSignInEnrolment: fromPromise<{ secret: string; uri: string }, { challenge: string }>(
        never,
      ),
      confirmSignInEnrolment: fromPromise<
        LoginResponse & { recoveryCodes: string[] },
        { challenge: string; code: string }
      >(never),
    },
  });

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, status: number) => ({
  type: `xstate.error.actor.${id}`,
  error: { status },
});
const tokens = { access_token: 'a', id_token: 'i', tenant_id: 't1', expires_in: 60 };
const callback = (result: Partial<typeof tokens>) => ({
  ok: true,
  result: { tokens: result, authCode: 'code', returnTo: '/app/panels/hospital/patient' },
});
const providerRefused = {
  ok: false,
  error: { code: 'provider', detail: { error: 'access_denied' } },
};
/** Every answer the provider's callback can give, to the machine signed out or signed in. */
const callbackAnswers = (id: string) => [
  done(id, callback(tokens)),
  done(id, callback({ ...tokens, id_token: undefined })),
  done(id, providerRefused),
  failed(id, 0),
];

/** Every event the outside world and the invoked actors can deliver. */
const events = [
  { type: 'auth.signIn.password', email: 'ada@clinic.org', password: 'pw' },
  { type: 'auth.signIn.tokens', tokens, authCode: 'code' },
  { type: 'auth.signIn.tokens', tokens: { ...tokens, tenant_id: undefined } },
  { type: 'auth.register', firstName: 'Ada', lastName: 'L', email: 'a@b.org', password: 'pw' },
  { type: 'auth.logout', reason: 'user' },
  { type: 'http.unauthorized' },
  { type: 'auth.profile.updated', user: demoUser },
  { type: 'auth.external.start', returnTo: '/app/panels/hospital/patient' },
  { type: 'auth.external.callback', url: 'https://praxis.test/auth/callback?code=c&state=s' },
  done('redirectToProvider', undefined),
  failed('redirectToProvider', 0),
  ...callbackAnswers('completeProviderCallback'),
  ...callbackAnswers('completeProviderCallbackSignedIn'),
  { type: 'guard.protectedRoute.entered' },
  { type: 'guard.protectedRoute.left' },
  done('sessionFromSiblingTab', true),
  done('sessionFromSiblingTab', false),
  failed('sessionFromSiblingTab', 0),
  done('decodeStoredIdToken', demoUser),
  failed('decodeStoredIdToken', 0),
  done('fetchCurrentUser', demoUser),
  failed('fetchCurrentUser', 401),
  done('signInWithPassword', loginResult),
  done('signInWithPassword', { ...loginResult, id_token: undefined }),
  failed('signInWithPassword', 401),
  done('decodeProviderIdToken', demoUser),
  failed('decodeProviderIdToken', 0),
  done('registerAccount', demoUser),
  failed('registerAccount', 409),
  done('refreshTokens', loginResult),
  done('idle', { reason: 'idle-watcher-2' }),
  failed('refreshTokens', 0),
  { type: 'xstate.after.SESSION_CHECK.auth.signedIn.expiry.live' },
  { type: 'xstate.after.REFRESH_DUE.auth.signedIn.refresh.waiting' },
  { type: 'xstate.after.REFRESH_RETRY.auth.signedIn.refresh.retrying' },
  { type: 'xstate.after.GUARD_DELAY.auth.signedOut.guarding' },
  done('flushPendingDrafts', undefined),
  failed('flushPendingDrafts', 0),
  { type: 'xstate.after.DRAFT_FLUSH_LIMIT.auth.flushingDrafts' },
  // Two-factor (issue 36): the second step and the enrolment a clinic requires.
  done('signInWithPassword', { secondFactor: { challenge: 'c', mode: 'code', expiresIn: 300 } }),
  done('signInWithPassword', { secondFactor: { challenge: 'c', mode: 'enrol', expiresIn: 900 } }),
  { type: 'auth.secondFactor.code', code: '123456' },
  { type: 'auth.secondFactor.recoveryCode', recoveryCode: 'abcde-fghjk' },
  { type: 'auth.secondFactor.cancel' },
  { type: 'auth.secondFactor.recoveryCodesKept' },
  done('verifySecondFactor', loginResult),
  failed('verifySecondFactor', 410),
  failed('verifySecondFactor', 401),
  done('startSignInEnrolment', { secret: 'S', uri: 'otpauth://totp/x' }),
  failed('startSignInEnrolment', 410),
  failed('startSignInEnrolment', 500),
  done('confirmSignInEnrolment', { ...loginResult, recoveryCodes: ['aaaaa-bbbbb'] }),
  failed('confirmSignInEnrolment', 410),
  failed('confirmSignInEnrolment', 401),
  { type: 'xstate.after.CHALLENGE_EXPIRY.auth.secondFactor.challenged' },
] as unknown as AuthEvent[];

/** A state is its value plus whether auth start already asked the sibling tabs. */
const serializeState = (snapshot: { value: unknown; context?: { siblingsAsked?: boolean } }) =>
  JSON.stringify([snapshot.value, snapshot.context?.siblingsAsked ?? false]);

/** A transition's place in the definition: source state, event, and its index among candidates. */
function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const candidates = t.eventType ? (source.transitions.get(t.eventType) ?? []) : [];
  const index = candidates.indexOf(t);
  return index >= 0
    ? `${source.id} on ${t.eventType} #${index}`
    : `${source.id} always #${source.always?.indexOf(t) ?? -1}`;
}

function allTransitionKeys(): string[] {
  return getStateNodes(authMachine.root).flatMap((node) => [
    ...[...node.transitions.entries()].flatMap(([eventType, list]) =>
      list.map((_, index) => `${node.id} on ${eventType} #${index}`),
    ),
    ...(node.always ?? []).map((_, index) => `${node.id} always #${index}`),
  ]);
}

/** The ids of the active states a snapshot's public value names ('auth.signedIn.providerCallback.none', ...). */
function activeStateIds(value: StateValue, prefix = authMachine.id): string[] {
  if (typeof value === 'string') return [prefix, `${prefix}.${value}`];
  return [
    prefix,
    ...Object.entries(value).flatMap(([key, child]) =>
      child === undefined ? [] : activeStateIds(child, `${prefix}.${key}`),
    ),
  ];
}

/**
 * Generated paths: the shortest path to every state, extended by every event the adjacency map
 * knows from that state, so each edge of the graph is walked at least once.
 */
function generatedPaths(world: World) {
  const logic = machineIn(world);
  const shortest = getShortestPaths(logic, { events, serializeState });
  const adjacency = getAdjacencyMap(logic, { events, serializeState });
  return shortest.flatMap((path) => {
    const edges =
      adjacency[serializeState(path.state) as keyof typeof adjacency]?.transitions ?? {};
    return Object.values(edges).map((edge) => ({
      steps: [...path.steps, { event: edge.event, state: edge.state }],
    }));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('generated paths through the auth machine', () => {
  it('reach every state and take every transition, each step landing where the model says', () => {
    const taken = new Set<string>();
    const visited = new Set<string>();
    let pathCount = 0;

    for (const world of worlds) {
      for (const path of generatedPaths(world)) {
        pathCount += 1;
        const actor = createActor(machineIn(world), {
          input: {},
          inspect: (inspection) => {
            if (inspection.type !== '@xstate.microstep') return;
            // Microsteps also show the transient states (always) that a resting snapshot skips.
            // XState has no public record of which guarded candidate a microstep took; its
            // inspection event carries it as `_transitions` (the one internal read here).
            const microstep = inspection as unknown as {
              _transitions: AnyTransitionDefinition[];
              snapshot: { value: StateValue };
            };
            microstep._transitions.forEach((t) => {
              taken.add(transitionKey(t));
              // Taking a transition proves its source was active, even the initial transient one.
              visited.add((t.source as AnyStateNode).id);
            });
            activeStateIds(microstep.snapshot.value).forEach((id) => visited.add(id));
          },
        });
        actor.start();
        activeStateIds(actor.getSnapshot().value).forEach((id) => visited.add(id));
        for (const step of path.steps) {
          // The first step is the machine's own start, which createActor already did.
          if ((step.event.type as string) !== 'xstate.init') actor.send(step.event);
          expect(actor.getSnapshot().value).toEqual(step.state.value);
          activeStateIds(actor.getSnapshot().value).forEach((id) => visited.add(id));
        }
        actor.stop();
      }
    }

    const allStates = getStateNodes(authMachine.root).map((node) => node.id);
    expect(pathCount).toBeGreaterThan(0);
    expect({
      statesNeverReached: allStates.filter((id) => !visited.has(id)),
      transitionsNeverTaken: allTransitionKeys().filter((key) => !taken.has(key)),
    }).toEqual({ statesNeverReached: [], transitionsNeverTaken: [] });
    expect(taken.size).toBe(allTransitionKeys().length);
    // Every world and path of a machine this size: seconds of CPU, not waiting.
  }, 300_000);
});
