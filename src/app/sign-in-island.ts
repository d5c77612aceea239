import { waitFor, type SnapshotFrom } from 'xstate';
import { PRERENDER } from '../config/constants';
import type { Locale } from '../i18n/i18n';
import {
  selectIsBusy,
  selectIsInitialised,
  selectIsSignedIn,
  selectRetryAfterS,
  selectSecondFactorStep,
  selectSignInError,
} from '../machines/session/auth.selectors';
import {
  markSignInReady,
  prerenderedAlert,
  prerenderedSignInForm,
  type PrerenderedAlert,
} from '../platform/session/prerendered-sign-in';
import type { AuthActorRef } from '../routes/session/auth-context';
import { authErrorWording } from '../ui/session/auth-error';
import { validateSignIn } from '../ui/session/auth-validation';
import { formatWait } from '../ui/session/wait-duration';

type AuthSnapshot = SnapshotFrom<AuthActorRef>;

/**
 * Busy, as the live form's `pending`: a sign-in under way, or done and the page after it not yet
 * shown — the app's, or (issue 36) its second step, which only the app draws: the password form
 * stays busy until the code step replaces it, so the password is not sent again meanwhile.
 */
const isBusy = (snapshot: AuthSnapshot) =>
  selectIsBusy(snapshot) || selectIsSignedIn(snapshot) || selectSecondFactorStep(snapshot) !== null;

/**
 * The live form's error title for a snapshot, worded as FormErrorAlert words it
 * (authErrorWording), in the page's language: from the messages the build wrote into the
 * prerendered page. Null without an error, or one the build wrote no message for.
 */
function errorText(snapshot: AuthSnapshot, alert: PrerenderedAlert, locale: string) {
  const code = selectSignInError(snapshot);
  if (!code) return null;
  const { key, waitS } = authErrorWording(code, selectRetryAfterS(snapshot));
  const text = alert.message(key);
  return waitS
    ? (text?.replace(PRERENDER.waitSlot, formatWait(locale as Locale, waitS)) ?? null)
    : text;
}

/**
 * The prerendered sign-in form, driven by the auth actor before React has loaded (issue 13). Once
 * auth start has ended signed out, the form is usable: a valid submit (now, or held by the boot
 * script before) goes to the auth actor as the live form would send it — the same rules, the
 * e-mail trimmed — and the form shows it is busy. A sign-in's error is shown as the live form
 * shows it, in an alert above the form, in the page's language (the build wrote the alert and its
 * messages into the page), and a rejected password is cleared: React may be long in coming, as
 * when the connection dropped before its module arrived (main.ts tries again). What the island
 * does not draw is left to the app, which takes the form over when React is in: a submit that
 * fails the field rules stays held for the live form (which names the field), as do the other
 * buttons' presses; the page after a sign-in is the app's to show. Resolves when the island is
 * ready, or at once where no prerendered form is shown or auth start did not end signed out.
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

  const alert = prerenderedAlert(doc);
  let shownError: string | null = null;
  let shownAlert: Element | null = null;
  const showError = (text: string | null) => {
    if (text === shownError) return;
    shownError = text;
    shownAlert?.remove();
    // A new alert for a new error, as the live form mounts one: it is announced.
    shownAlert = text === null ? null : (alert?.saying(text) ?? null);
    if (shownAlert) form.before(shownAlert);
  };

  // After the boot script's own listener, which holds the submit (it was added first).
  const onSubmit = () => submitHeld();
  doc.addEventListener('submit', onSubmit);
  // The boot script shows the form busy while the sign-in it sent is under way.
  let shownBusy = form.getAttribute('aria-busy') === 'true';
  const show = (snapshot: AuthSnapshot) => {
    const busy = isBusy(snapshot);
    if (busy !== shownBusy) {
      shownBusy = busy;
      showBusy(busy);
      const password = field('password');
      if (!busy && selectSignInError(snapshot) && password) password.value = '';
    }
    showError(alert && errorText(snapshot, alert, doc.documentElement.lang));
  };
  const watching = auth.subscribe((snapshot) => {
    if (form.isConnected) return show(snapshot);
    // The app has taken the form over (and its alert, which went with the prerendered page).
    watching.unsubscribe();
    doc.removeEventListener('submit', onSubmit);
  });
  show(auth.getSnapshot());
  markSignInReady(doc);
  submitHeld();
}
