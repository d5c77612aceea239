import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { LoginResponse } from '../../../common/contracts/account.contract';
import type { EnrolledSignIn } from '../../../common/contracts/two-factor.contract';
import { PRERENDER } from '../../config/constants';
import type { Credentials, LoginResult } from '../../machines/session/auth.machine';
import type { SecondFactorAnswer } from '../../machines/session/auth.types';
import { apiError } from '../../machines/session/auth.test-kit';
import { pageUser, renderWithAuth } from './page-test-kit';
import SignInPage from './sign-in-page';

const SESSION: LoginResponse = {
  serviceToken: 's',
  user: pageUser,
  access_token: 'a',
  id_token: 'i',
  refresh_token: 'r',
  tenant_id: pageUser.tenantId,
  expires_in: 3600,
};

const challengeAnswer = (mode: 'code' | 'enrol') =>
  fromPromise<LoginResult, Credentials>(async () => ({
    secondFactor: { challenge: 'challenge-1', mode, expiresIn: 300 },
  }));

/** A refusal as the API client throws it: the server's status (and its wait, for a 429). */
const refusal = (status: number) =>
  status === 429
    ? Object.assign(apiError(429), {
        body: { message: 'wait', code: 'too-many-attempts', retryAfterSeconds: 60 },
      })
    : apiError(status);

/** The prerendered form, submitted before the app was ready (issue 35's early sign-in). */
function prerenderedSubmit() {
  document.documentElement.setAttribute(PRERENDER.pageAttribute, 'sign-in');
  document.documentElement.lang = 'en';
  const holder = document.createElement('div');
  holder.id = PRERENDER.rootId;
  holder.innerHTML = `<div data-kind="sign-in" data-locale="en"><form><input name="email" value="ada@clinic.org"><input name="password" type="password" value="correct horse"></form></div>`;
  document.body.prepend(holder);
  holder.querySelector('form')!.setAttribute(PRERENDER.submitAttribute, 'true');
}

afterEach(() => {
  document.getElementById(PRERENDER.rootId)?.remove();
  document.documentElement.removeAttribute(PRERENDER.pageAttribute);
});

/** The password step, once auth start has ended signed out. */
async function signInWithPassword(actor: ReturnType<typeof renderWithAuth>['actor']) {
  await waitFor(() => expect(actor.getSnapshot().matches('signedOut')).toBe(true));
  actor.send({ type: 'auth.signIn.password', email: 'ada@clinic.org', password: 'x' });
}

const codeField = () => screen.getByRole('textbox', { name: /six-digit code/i });

describe('the sign-in page’s second step (issue 36)', () => {
  it('lands a second-factor answer of the prerendered form’s early sign-in on the code step, with a one-time-code field', async () => {
    prerenderedSubmit();
    const { actor } = renderWithAuth('/login', <SignInPage />, {
      signInWithPassword: challengeAnswer('code'),
    });
    await waitFor(() => expect(actor.getSnapshot().matches('secondFactor')).toBe(true));
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByLabelText(/^password/i)).not.toBeInTheDocument();
  });

  it('signs in with the code; a wrong one says so and clears the field', async () => {
    const sent: SecondFactorAnswer[] = [];
    const { actor } = renderWithAuth('/login', <SignInPage />, {
      signInWithPassword: challengeAnswer('code'),
      secondFactor: {
        verifySecondFactor: fromPromise<LoginResponse, SecondFactorAnswer>(async ({ input }) => {
          sent.push(input);
          if (sent.length === 1) throw refusal(401);
          return SESSION;
        }),
      },
    });
    await signInWithPassword(actor);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /six-digit code/i }), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is incorrect.');
    expect(codeField()).toHaveValue('');
    await user.type(codeField(), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(actor.getSnapshot().matches('signedIn')).toBe(true));
    expect(sent).toEqual([
      { challenge: 'challenge-1', code: '123456' },
      { challenge: 'challenge-1', code: '654321' },
    ]);
  });

  it('takes a recovery code instead, and names the wait after too many attempts', async () => {
    const sent: SecondFactorAnswer[] = [];
    const { actor } = renderWithAuth('/login', <SignInPage />, {
      signInWithPassword: challengeAnswer('code'),
      secondFactor: {
        verifySecondFactor: fromPromise<LoginResponse, SecondFactorAnswer>(async ({ input }) => {
          sent.push(input);
          throw refusal(429);
        }),
      },
    });
    await signInWithPassword(actor);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByRole('textbox', { name: 'Recovery code' }), 'AB3DE-FG7HJ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Too many attempts. Try again in/);
    expect(sent).toEqual([{ challenge: 'challenge-1', recoveryCode: 'AB3DE-FG7HJ' }]);
  });

  it('goes back to the password saying so when the challenge is gone (410)', async () => {
    const { actor } = renderWithAuth('/login', <SignInPage />, {
      signInWithPassword: challengeAnswer('code'),
      secondFactor: {
        verifySecondFactor: fromPromise<LoginResponse, SecondFactorAnswer>(async () => {
          throw refusal(410);
        }),
      },
    });
    await signInWithPassword(actor);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /six-digit code/i }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in took too long. Please sign in again.',
    );
    expect(screen.getByLabelText(/^password/i)).toBeInTheDocument();
  });

  it('walks the enrolment a clinic requires: QR code and key, the first code, the recovery codes once, then the session', async () => {
    const { actor } = renderWithAuth('/login', <SignInPage />, {
      signInWithPassword: challengeAnswer('enrol'),
      secondFactor: {
        startSignInEnrolment: fromPromise(async () => ({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/Praxis:ada%40clinic.org?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        })),
        confirmSignInEnrolment: fromPromise<EnrolledSignIn, { challenge: string; code: string }>(
          async () => ({ ...SESSION, recoveryCodes: ['ab3de-fg7hj', 'kmnpq-rstvw'] }),
        ),
      },
    });
    await signInWithPassword(actor);
    expect(
      await screen.findByRole('heading', { name: 'Your clinic requires two-factor sign-in' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ab3de-fg7hj', 'kmnpq-rstvw']);
    expect(actor.getSnapshot().matches('signedIn')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'I have kept my codes' }));
    await waitFor(() => expect(actor.getSnapshot().matches('signedIn')).toBe(true));
  });
});
