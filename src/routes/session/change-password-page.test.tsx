import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { ACCOUNT_PATHS } from '../../../common/contracts/account.contract';
import { server } from '../../mocks/node';
import { renderWithAuth } from './page-test-kit';
import ChangePasswordPage from './change-password-page';

const answerChangePassword = (status: number, body: unknown = null) =>
  server.use(
    http.post(`*${API_BASE_PATH}${ACCOUNT_PATHS.changePassword}`, () =>
      body === null ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status }),
    ),
  );

async function submitChange() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Current password/), 'old-password');
  await user.type(screen.getByLabelText(/^New password/), 'new-password-1');
  await user.type(screen.getByLabelText(/^Confirm new password/), 'new-password-1');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('the change password page', () => {
  it('ends the session with reason password-changed once the server accepted the change', async () => {
    answerChangePassword(204);
    const { actor } = renderWithAuth('/auth/change-password', <ChangePasswordPage />, {
      signedIn: true,
    });
    await submitChange();
    await waitFor(() => expect(actor.getSnapshot().matches('signedOut')).toBe(true));
    expect(actor.getSnapshot().context.endReason).toBe('password-changed');
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('keeps the session when the current password is wrong', async () => {
    answerChangePassword(400, { message: 'Current password is incorrect' });
    const { actor } = renderWithAuth('/auth/change-password', <ChangePasswordPage />, {
      signedIn: true,
    });
    await submitChange();
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('names the server’s wait after too many wrong current passwords, keeping the session', async () => {
    answerChangePassword(429, {
      message: 'Too many failed attempts for the current password. Try again in 8 seconds.',
      code: 'too-many-attempts',
      retryAfterSeconds: 8,
    });
    const { actor } = renderWithAuth('/auth/change-password', <ChangePasswordPage />, {
      signedIn: true,
    });
    await submitChange();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 8 seconds.',
    );
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });
});
