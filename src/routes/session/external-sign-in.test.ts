import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { TokenSet, User } from '../../../common/contracts/account.contract';
import { authMachine, type TokenStore } from '../../machines/session/auth.machine';
import type { ExternalSignInOutcome } from '../../platform/session/oidc-client';
import { ExternalSignInError } from '../../platform/session/oidc-errors';
import { finishExternalSignIn } from './external-sign-in';

const tokens: TokenSet = {
  access_token: 'access-1',
  id_token: 'h.p.s',
  tenant_id: 'tenant-7',
  expires_in: 3600,
};
const user: User = { id: 'p-1', email: 'ana@hospital.example', name: 'Ana', tenantId: 'tenant-7' };
const success: ExternalSignInOutcome = {
  ok: true,
  result: { tokens, authCode: 'code-1', returnTo: '/app/panels/hospital/patient' },
};

let callbackCount = 0;
const nextUrl = () => `https://praxis.example/auth/callback?code=c&state=s${++callbackCount}`;

/** The real auth machine with its storage and decoding effects faked. */
function startAuth(options: { decode?: () => Promise<User>; restoring?: Promise<User> } = {}) {
  const stored: TokenStore[] = [];
  const actor = createActor(
    authMachine.provide({
      actors: {
        decodeStoredIdToken: fromPromise(options.decode ?? (() => Promise.resolve(user))),
        fetchCurrentUser: fromPromise(() => options.restoring ?? Promise.reject(new Error('none'))),
      },
      guards: { hasLiveServiceToken: () => options.restoring !== undefined },
      actions: { storeTokenSet: (_, params) => void stored.push(params) },
    }),
  ).start();
  return { actor, stored };
}

describe('finishing an external sign-in on /auth/callback', () => {
  it('hands the token set and auth code to the login handler, then goes to the return page', async () => {
    const { actor, stored } = startAuth();
    const navigate = vi.fn();
    const outcome = await finishExternalSignIn(nextUrl(), {
      auth: actor,
      navigate,
      complete: () => Promise.resolve(success),
    });
    expect(stored).toEqual([{ tokens, authCode: 'code-1', fhirToken: undefined }]);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/app/panels/hospital/patient', {
      replace: true,
    });
    expect(outcome).toEqual({ ok: true, returnTo: '/app/panels/hospital/patient' });
  });

  it('waits for auth start to finish restoring before sending the tokens', async () => {
    let failRestore: (error: Error) => void = () => {};
    const restoring = new Promise<User>((_, reject) => (failRestore = reject));
    const { actor, stored } = startAuth({ restoring });
    const finishing = finishExternalSignIn(nextUrl(), {
      auth: actor,
      navigate: vi.fn(),
      complete: () => Promise.resolve(success),
    });
    await Promise.resolve();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(stored).toEqual([]);
    failRestore(new Error('no stored session'));
    await finishing;
    expect(stored).toEqual([{ tokens, authCode: 'code-1', fhirToken: undefined }]);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('goes to the return page without a second sign-in when a session was restored meanwhile', async () => {
    const { actor, stored } = startAuth({ restoring: Promise.resolve(user) });
    const navigate = vi.fn();
    await finishExternalSignIn(nextUrl(), {
      auth: actor,
      navigate,
      complete: () => Promise.resolve(success),
    });
    expect(stored).toEqual([]);
    expect(navigate).toHaveBeenCalledWith('/app/panels/hospital/patient', { replace: true });
  });

  it("returns the provider's error and neither signs in nor navigates", async () => {
    const { actor, stored } = startAuth();
    const navigate = vi.fn();
    const error = new ExternalSignInError('provider', {
      error: 'access_denied',
      description: 'End-User aborted interaction',
    });
    const outcome = await finishExternalSignIn(nextUrl(), {
      auth: actor,
      navigate,
      complete: () => Promise.resolve({ ok: false, error }),
    });
    expect(outcome).toEqual({ ok: false, failure: error });
    expect(stored).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('reports "rejected" when the login handler refuses the tokens (undecodable id token)', async () => {
    const { actor } = startAuth({ decode: () => Promise.reject(new Error('Invalid token')) });
    const navigate = vi.fn();
    const outcome = await finishExternalSignIn(nextUrl(), {
      auth: actor,
      navigate,
      complete: () => Promise.resolve(success),
    });
    expect(outcome).toEqual({ ok: false, failure: { code: 'rejected', detail: {} } });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('runs once per callback URL, however often the page mounts', async () => {
    const { actor, stored } = startAuth();
    const complete = vi.fn(() => Promise.resolve(success));
    const url = nextUrl();
    const deps = { auth: actor, navigate: vi.fn(), complete };
    const [first, second] = await Promise.all([
      finishExternalSignIn(url, deps),
      finishExternalSignIn(url, deps),
    ]);
    expect(second).toBe(first);
    expect(complete).toHaveBeenCalledTimes(1);
    expect(stored).toHaveLength(1);
  });
});
