import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { parseSessionConfig, type SessionConfig } from '../../config/session-config';
import type { LoginResponse, User } from '../../../common/contracts/account.contract';
import {
  authMachine,
  type Credentials,
  type LoginResult,
  type TokenStore,
} from '../../machines/session/auth.machine';
import { idleMachine } from '../../machines/session/idle.machine';
import type { LabelledClock } from '../../machines/flows/labelled-clock';
import type { SimulationSetup } from './use-flow-simulation';

/** The spec's durations (no environment overrides), for the auditor's simulations. */
export const specSessionConfig: SessionConfig = parseSessionConfig({});

export const SIMULATED_USER: User = {
  id: 'practitioner-1',
  email: 'demo@praxis.clinic',
  name: 'Dr Ada Demo',
  tenantId: 'clinic-1',
  roles: ['owner', 'clinician'],
};

const TOKEN_LIFETIME_S = 3600;

/** The idle watchers on the simulated clock, as the signed-in session runs them. */
export function simulatedIdle(clock: LabelledClock) {
  return idleMachine.provide({
    actors: {
      clock: fromCallback<EventObject, { intervalMs: number }>(({ sendBack }) => {
        sendBack({ type: 'clock.start', now: clock.now(), lastActivityAt: null });
      }),
    },
  });
}

export function idleSimulation(clock: LabelledClock, config: SessionConfig): SimulationSetup {
  return { logic: simulatedIdle(clock), input: { config, now: clock.now(), lastActivityAt: null } };
}

/**
 * The auth machine with a simulated browser: an in-memory session store, a password check
 * against the demo account, and the simulated clock for token_expires.
 */
export function authSimulation(clock: LabelledClock): SimulationSetup {
  let expiresAt: number | null = null;
  const loginAnswer: LoginResponse = {
    access_token: 'simulated.access.token',
    id_token: 'simulated.id.token',
    tenant_id: SIMULATED_USER.tenantId,
    expires_in: TOKEN_LIFETIME_S,
    serviceToken: 'simulated.service.token',
    user: SIMULATED_USER,
  };
  const logic = authMachine.provide({
    guards: {
      hasStoredTokenSet: () => false,
      hasLiveServiceToken: () => false,
      sessionIsLive: () => expiresAt !== null && clock.now() < expiresAt,
    },
    actors: {
      decodeStoredIdToken: fromPromise(async () => SIMULATED_USER),
      fetchCurrentUser: fromPromise(async () => SIMULATED_USER),
      signInWithPassword: fromPromise<LoginResult, Credentials>(async ({ input }) => {
        if (input.password !== 'praxis-demo-1') {
          throw Object.assign(new Error('Wrong e-mail or password'), { status: 401 });
        }
        return loginAnswer;
      }),
      registerAccount: fromPromise(async () => SIMULATED_USER),
      idle: simulatedIdle(clock),
    },
    actions: {
      storeTokenSet: (_, store: TokenStore) => {
        expiresAt = clock.now() + store.tokens.expires_in * 1000;
      },
      clearSession: () => {
        expiresAt = null;
      },
    },
  });
  return { logic };
}
