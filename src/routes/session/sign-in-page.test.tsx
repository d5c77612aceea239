import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { ApiError } from '../../api/http/api-error';
import type { Credentials, LoginResult } from '../../machines/session/auth.machine';
import { renderWithAuth } from './page-test-kit';
import SignInPage from './sign-in-page';

const rejectWith = (status: number) =>
  fromPromise<LoginResult, Credentials>(async () =>
    Promise.reject(new ApiError(status, { message: 'x' })),
  );

describe('the sign-in page', () => {
  it('after a rejected password says why, keeps the e-mail and empties the password', async () => {
    renderWithAuth('/login', <SignInPage />, { signInWithPassword: rejectWith(401) });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /e-mail/i }), 'ada@clinic.org');
    await user.type(screen.getByLabelText(/^password/i), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail or password is incorrect.',
    );
    expect(screen.getByRole('textbox', { name: /e-mail/i })).toHaveValue('ada@clinic.org');
    await waitFor(() => expect(screen.getByLabelText(/^password/i)).toHaveValue(''));
  });

  it('says the server could not be reached on a network error', async () => {
    renderWithAuth('/login', <SignInPage />, { signInWithPassword: rejectWith(0) });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /e-mail/i }), 'ada@clinic.org');
    await user.type(screen.getByLabelText(/^password/i), 'any-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
  });

  it('tells a user whose session expired why they are here', async () => {
    const { actor } = renderWithAuth('/login', <SignInPage />, { signedIn: true });
    await waitFor(() => expect(actor.getSnapshot().matches('signedIn')).toBe(true));
    actor.send({ type: 'auth.logout', reason: 'expired' });
    expect(
      await screen.findByText('Your session has expired. Please sign in again.'),
    ).toBeInTheDocument();
  });
});
