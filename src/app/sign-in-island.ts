import { waitFor, type SnapshotFrom } from 'xstate';
import { PRERENDER } from '../config/constants';
import {
  selectIsBusy,
  selectIsInitialised,
  selectIsSignedIn,
  selectSignInError,
} from '../machines/session/auth.selectors';
import { markSignInReady, prerenderedSignInForm } from '../platform/session/prerendered-sign-in';
import type { AuthActorRef } from '../routes/session/auth-context';
import { validateSignIn } from '../ui/session/auth-validation';

type AuthSnapshot = SnapshotFrom<AuthActorRef>;

/** Busy, as the live form's `pending`: a sign-in under way, or done and the page after it not yet shown. */
const isBusy = (snapshot: AuthSnapshot) => selectIsBusy(snapshot) || selectIsSignedIn(snapshot);

/**
 * The prerendered sign-in form, driven by the auth actor before React has loaded (issue 13). Once
 * auth start has ended signed out, the form is usable: a valid submit (now, or held by the boot
 * script before) goes to the auth actor as the live form would send it — the same rules, the
 * e-mail trimmed — and the form shows it is busy. What the island does not draw is left to the
 * app, which takes the form over when React is in: a submit that fails the field rules stays
 * held for the live form (which names the field), as do the other buttons' presses; the outcome
 * of a sign-in (the error, or the page after it) is the live page's to show. A rejected password
 * is cleared, as the live form does. Resolves when the island is ready, or at once where no
 * prerendered form is shown or auth start did not end signed out.
 */
export async function startSignInIsland(
  auth: AuthActorRef,
  doc: Document = document,
): Promise<void> {
  const form = prerenderedSignInForm(doc);
  if (!form) return;
  const started = await waitFor(auth, selectIsInitialised);
  if (!selectIsSignedIn(started) && form.isConnected) drive(auth, form, doc);
}

function drive(auth: AuthActorRef, form: HTMLFormElement, doc: Document) {
  const field = (name: string) => {
    const input = form.elements.namedItem(name);
    return input instanceof doc.defaultView!.HTMLInputElement ? input : null;
  };
  const submitButton = form.querySelector('button[type="submit"]');

  const submitHeld = () => {
    if (!form.isConnected || form.getAttribute(PRERENDER.submitAttribute) !== 'true') return;
    // A submit while busy is dropped, as the live form ignores one while pending.
    if (isBusy(auth.getSnapshot())) return form.removeAttribute(PRERENDER.submitAttribute);
    const values = { email: field('email')?.value ?? '', password: field('password')?.value ?? '' };
    if (Object.keys(validateSignIn(values)).length > 0) return;
    form.removeAttribute(PRERENDER.submitAttribute);
    auth.send({
      type: 'auth.signIn.password',
      email: values.email.trim(),
      password: values.password,
    });
  };

  const showBusy = (busy: boolean) => {
    if (busy) {
      form.setAttribute('aria-busy', 'true');
      // Chakra's disabled look (its `_disabled` selector), keeping the focus on the button.
      submitButton?.setAttribute('aria-disabled', 'true');
      submitButton?.setAttribute('data-disabled', '');
    } else {
      form.removeAttribute('aria-busy');
      submitButton?.removeAttribute('aria-disabled');
      submitButton?.removeAttribute('data-disabled');
    }
  };

  // After the boot script's own listener, which holds the submit (it was added first).
  const onSubmit = () => submitHeld();
  doc.addEventListener('submit', onSubmit);
  let shownBusy = false;
  const watching = auth.subscribe((snapshot) => {
    if (!form.isConnected) {
      // The app has taken the form over.
      watching.unsubscribe();
      doc.removeEventListener('submit', onSubmit);
      return;
    }
    const busy = isBusy(snapshot);
    if (busy === shownBusy) return;
    shownBusy = busy;
    showBusy(busy);
    const password = field('password');
    if (!busy && selectSignInError(snapshot) && password) password.value = '';
  });
  markSignInReady(doc);
  submitHeld();
}
