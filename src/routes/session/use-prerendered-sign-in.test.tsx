import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { PRERENDER } from '../../config/constants';
import type { Credentials, LoginResult } from '../../machines/session/auth.machine';
import { renderWithAuth } from './page-test-kit';
import SignInPage from './sign-in-page';

/** The build's prerendered English form, shown by the boot script, with what the user typed. */
function prerendered({ email = '', password = '', submitted = false } = {}) {
  document.documentElement.setAttribute(PRERENDER.pageAttribute, 'sign-in');
  document.documentElement.lang = 'en';
  const holder = document.createElement('div');
  holder.id = PRERENDER.rootId;
  holder.innerHTML = `<div data-kind="sign-in" data-locale="en"><form><input name="email"><input name="password" type="password"></form></div>`;
  document.body.prepend(holder);
  const field = (name: string) => holder.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  field('email').value = email;
  field('password').value = password;
  field('password').focus();
  if (submitted) holder.querySelector('form')!.setAttribute(PRERENDER.submitAttribute, 'true');
  return { field };
}

function recordingSignIn() {
  const calls: Credentials[] = [];
  const logic = fromPromise<LoginResult, Credentials>(({ input }) => {
    calls.push(input);
    return new Promise<never>(() => {});
  });
  return { calls, logic };
}

const live = (name: 'email' | 'password') =>
  name === 'email'
    ? screen.getByRole('textbox', { name: /e-mail/i })
    : screen.getByLabelText(/^password/i);

afterEach(() => {
  document.getElementById(PRERENDER.rootId)?.remove();
  document.documentElement.removeAttribute(PRERENDER.pageAttribute);
});

describe('the sign-in page taking over the prerendered form', () => {
  it('starts from what was typed, with the focus where it was, and marks itself ready', async () => {
    prerendered({ email: 'ada@clinic.org', password: 'typed early' });
    renderWithAuth('/login', <SignInPage />);
    await waitFor(() => expect(live('email')).toHaveValue('ada@clinic.org'));
    expect(live('password')).toHaveValue('typed early');
    expect(live('password')).toHaveFocus();
    expect(document.documentElement.getAttribute(PRERENDER.readyAttribute)).toBe('true');
  });

  it('takes what was typed between its render and its commit, not the older values', async () => {
    const { field } = prerendered({ email: 'ada@clinic.org' });
    let typed = false;
    /** Renders after the page in the same pass: the user types while React has yielded. */
    function TypingWhileRendering() {
      if (!typed) field('password').value = 'late keystrokes';
      typed = true;
      return null;
    }
    renderWithAuth(
      '/login',
      <>
        <SignInPage />
        <TypingWhileRendering />
      </>,
    );
    await waitFor(() => expect(live('password')).toHaveValue('late keystrokes'));
    expect(live('email')).toHaveValue('ada@clinic.org');
  });

  it('sends a sign-in that was submitted before it was ready, once, with the typed values', async () => {
    prerendered({ email: 'ada@clinic.org', password: 'correct horse', submitted: true });
    const signIn = recordingSignIn();
    renderWithAuth('/login', <SignInPage />, { signInWithPassword: signIn.logic });
    await waitFor(() => expect(signIn.calls).toHaveLength(1));
    expect(signIn.calls[0]).toMatchObject({ email: 'ada@clinic.org', password: 'correct horse' });
    expect(await screen.findByRole('button', { name: /signing in/i })).toBeInTheDocument();
    expect(signIn.calls).toHaveLength(1);
  });

  it('starts empty and sends nothing when no prerendered form was shown', async () => {
    const signIn = recordingSignIn();
    renderWithAuth('/login', <SignInPage />, { signInWithPassword: signIn.logic });
    await waitFor(() => expect(live('email')).toHaveValue(''));
    expect(live('password')).toHaveValue('');
    expect(signIn.calls).toEqual([]);
  });
});
