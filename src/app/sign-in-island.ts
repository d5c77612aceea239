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

/** What the island marks on the prerendered form while a sign-in it sent is under way. */
const BUSY = { form: 'aria-busy', button: 'data-disabled', buttonAria: 'aria-disabled' } as const;

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
export function startSignInIsland(auth: AuthActorRef, doc: Document = document): Promise<void> {
  const form = prerenderedSignInForm(doc);
  if (!form) return Promise.resolve();
  return new Promise((resolve) => {
    const started = auth.subscribe((snapshot) => {
      if (!selectIsInitialised(snapshot)) return;
      started.unsubscribe();
      if (!selectIsSignedIn(snapshot) && form.isConnected) drive(auth, form, doc);
      resolve();
    });
    // A snapshot that is already past auth start is not delivered again.
    const snapshot = auth.getSnapshot();
    if (selectIsInitialised(snapshot)) {
      started.unsubscribe();
      if (!selectIsSignedIn(snapshot)) drive(auth, form, doc);
      resolve();
    }
  });
}

function drive(auth: AuthActorRef, form: HTMLFormElement, doc: Document) {
  const field = (name: string) => {
    const input = form.elements.namedItem(name);
    return input instanceof doc.defaultView!.HTMLInputElement ? input : null;
  };
  const submitButton = form.querySelector('button[type="submit"]');
  let busy = false;

  const submitHeld = () => {
    if (!form.isConnected || busy || form.getAttribute(PRERENDER.submitAttribute) !== 'true')
      return;
    const values = { email: field('email')?.value ?? '', password: field('password')?.value ?? '' };
    if (Object.keys(validateSignIn(values)).length > 0) return;
    form.removeAttribute(PRERENDER.submitAttribute);
    auth.send({
      type: 'auth.signIn.password',
      email: values.email.trim(),
      password: values.password,
    });
  };

  const showBusy = (now: boolean) => {
    form.toggleAttribute(BUSY.form, now);
    if (now) form.setAttribute(BUSY.form, 'true');
    submitButton?.toggleAttribute(BUSY.button, now);
    if (now) submitButton?.setAttribute(BUSY.buttonAria, 'true');
    else submitButton?.removeAttribute(BUSY.buttonAria);
  };

  // After the boot script's own listener, which holds the submit (it was added first).
  const onSubmit = () => submitHeld();
  doc.addEventListener('submit', onSubmit);
  const watching = auth.subscribe((snapshot) => {
    if (!form.isConnected) {
      // The app has taken the form over.
      watching.unsubscribe();
      doc.removeEventListener('submit', onSubmit);
      return;
    }
    // Signed in, the form stays busy until the app shows the page after it.
    const nowBusy = selectIsBusy(snapshot) || selectIsSignedIn(snapshot);
    if (nowBusy === busy) return;
    busy = nowBusy;
    showBusy(busy);
    const password = field('password');
    if (!busy && selectSignInError(snapshot) && password) password.value = '';
  });
  markSignInReady(doc);
  submitHeld();
}
