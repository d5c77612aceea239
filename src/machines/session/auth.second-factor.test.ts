import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '../../../common/contracts/account.contract';
import { apiError, demoUser, flush, loginResult, startAuth } from './auth.test-kit';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const session: LoginResponse = { ...loginResult, refresh_token: 'r' } as LoginResponse;
const codeChallenge = {
  secondFactor: { challenge: 'ch-1', mode: 'code' as const, expiresIn: 300 },
};
const enrolChallenge = {
  secondFactor: { challenge: 'ch-2', mode: 'enrol' as const, expiresIn: 900 },
};
const tooMany = () =>
  Object.assign(apiError(429), {
    body: { message: 'wait', code: 'too-many-attempts', retryAfterSeconds: 12 },
  });

async function atCodeStep(world: Parameters<typeof startAuth>[0] = {}) {
  const started = startAuth({ signInWithPassword: async () => codeChallenge, ...world });
  await flush();
  started.actor.send({ type: 'auth.signIn.password', email: 'ada@clinic.org', password: 'pw' });
  await flush();
  return started;
}

describe('the second factor at sign-in', () => {
  it('holds a right password at the code step: no token stored, nobody signed in', async () => {
    const { actor, effects } = await atCodeStep();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ secondFactor: { challenged: 'awaitingCode' } })).toBe(true);
    expect(snapshot.context.user).toBeNull();
    expect(snapshot.context.secondFactor).toEqual(codeChallenge.secondFactor);
    expect(effects.storeTokenSet).not.toHaveBeenCalled();
    expect(effects.navigateAfterSignIn).not.toHaveBeenCalled();
  });

  it('sends the challenge with the code, then stores the session and navigates on', async () => {
    const verify = vi.fn(async () => session);
    const { actor, effects } = await atCodeStep({ verifySecondFactor: verify });
    actor.send({ type: 'auth.secondFactor.code', code: '123456' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(verify).toHaveBeenCalledWith({ challenge: 'ch-1', code: '123456' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.user).toEqual(demoUser);
    expect(actor.getSnapshot().context.secondFactor).toBeNull();
    expect(effects.storeTokenSet).toHaveBeenCalledWith({
      tokens: session,
      serviceToken: 'service',
    });
    expect(effects.navigateAfterSignIn).toHaveBeenCalledWith({ roles: demoUser.roles });
  });

  it('sends a recovery code instead when the member uses one', async () => {
    const verify = vi.fn(async () => session);
    const { actor } = await atCodeStep({ verifySecondFactor: verify });
    actor.send({ type: 'auth.secondFactor.recoveryCode', recoveryCode: 'abcde-fghjk' });
    await flush();
    expect(verify).toHaveBeenCalledWith({ challenge: 'ch-1', recoveryCode: 'abcde-fghjk' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('stays at the code step after a wrong code, saying so', async () => {
    const { actor } = await atCodeStep({ verifySecondFactor: () => Promise.reject(apiError(401)) });
    actor.send({ type: 'auth.secondFactor.code', code: '000000' });
    await flush();
    expect(actor.getSnapshot().matches({ secondFactor: { challenged: 'awaitingCode' } })).toBe(
      true,
    );
    expect(actor.getSnapshot().context.signInError).toBe('invalid-code');
  });

  it('says how long to wait when wrong codes are limited like passwords', async () => {
    const { actor } = await atCodeStep({ verifySecondFactor: () => Promise.reject(tooMany()) });
    actor.send({ type: 'auth.secondFactor.code', code: '000000' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      signInError: 'too-many-attempts',
      retryAfterS: 12,
    });
  });

  it('goes back to the password when the server says the challenge is gone', async () => {
    const { actor } = await atCodeStep({ verifySecondFactor: () => Promise.reject(apiError(410)) });
    actor.send({ type: 'auth.secondFactor.code', code: '123456' });
    await flush();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      signInError: 'sign-in-expired',
      secondFactor: null,
    });
  });

  it('ends the code step when the challenge’s life is over, not a moment before', async () => {
    const { actor } = await atCodeStep();
    await vi.advanceTimersByTimeAsync(299_999);
    expect(actor.getSnapshot().matches('secondFactor')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.signInError).toBe('sign-in-expired');
    expect(actor.getSnapshot().context.secondFactor).toBeNull();
  });

  it('goes back to the password, forgetting the challenge, when the member cancels', async () => {
    const { actor } = await atCodeStep();
    actor.send({ type: 'auth.secondFactor.cancel' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.secondFactor).toBeNull();
    expect(actor.getSnapshot().context.signInError).toBeNull();
  });
});

describe('the enrolment a clinic requires, at sign-in', () => {
  const enrolment = { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Praxis:ada?secret=JBSW' };
  const codes = ['aaaaa-bbbbb', 'ccccc-ddddd'];

  async function atEnrolment(world: Parameters<typeof startAuth>[0] = {}) {
    return atCodeStep({
      signInWithPassword: async () => enrolChallenge,
      startSignInEnrolment: async () => enrolment,
      confirmSignInEnrolment: async () => ({ ...session, recoveryCodes: codes }),
      ...world,
    });
  }

  it('shows the secret, then the recovery codes, and starts the session only once they are kept', async () => {
    const { actor, effects } = await atEnrolment();
    expect(
      actor.getSnapshot().matches({ secondFactor: { challenged: 'awaitingEnrolmentCode' } }),
    ).toBe(true);
    expect(actor.getSnapshot().context.enrolment).toEqual(enrolment);
    actor.send({ type: 'auth.secondFactor.code', code: '123456' });
    await flush();
    expect(actor.getSnapshot().matches({ secondFactor: 'showingRecoveryCodes' })).toBe(true);
    expect(actor.getSnapshot().context.recoveryCodes).toEqual(codes);
    expect(effects.storeTokenSet).not.toHaveBeenCalled();
    // The server's session exists now: the challenge's life no longer ends the step.
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(actor.getSnapshot().matches({ secondFactor: 'showingRecoveryCodes' })).toBe(true);
    actor.send({ type: 'auth.secondFactor.recoveryCodesKept' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(effects.storeTokenSet).toHaveBeenCalledWith({
      tokens: session,
      serviceToken: 'service',
    });
    expect(effects.navigateAfterSignIn).toHaveBeenCalledWith({ roles: demoUser.roles });
    expect(actor.getSnapshot().context).toMatchObject({
      recoveryCodes: null,
      enrolment: null,
      pendingSignIn: null,
    });
  });

  it('stays at the enrolment after a wrong first code', async () => {
    const { actor } = await atEnrolment({
      confirmSignInEnrolment: () => Promise.reject(apiError(401)),
    });
    actor.send({ type: 'auth.secondFactor.code', code: '000000' });
    await flush();
    expect(
      actor.getSnapshot().matches({ secondFactor: { challenged: 'awaitingEnrolmentCode' } }),
    ).toBe(true);
    expect(actor.getSnapshot().context.signInError).toBe('invalid-code');
  });

  it('ends with the enrolment challenge’s own life', async () => {
    const { actor } = await atEnrolment();
    await vi.advanceTimersByTimeAsync(900_000);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.enrolment).toBeNull();
  });
});
