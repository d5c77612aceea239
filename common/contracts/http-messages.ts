/**
 * The API's messages that are not one feature's: the server answers with them, and the MSW mocks
 * answer with the very same words (issue 29: no message exists twice).
 */
export const HTTP_MESSAGES = {
  unauthorized: 'Sign in again: your session has ended or the token is not valid.',
  badCredentials: 'The e-mail or password is not correct.',
  emailTaken: 'An account with this e-mail already exists.',
  resetInvalid: 'This password-reset link is not valid or has expired.',
  forbiddenRole: 'Your role in this clinic does not allow this.',
  /** A portal patient's token on a member's endpoint, or a member's on the portal's (rule 14). */
  membersOnly: 'This is for members of the clinic; a patient’s sign-in opens only their own area.',
  patientsOnly: 'This is the patient portal: sign in with a patient’s portal account.',
  /** A clinician's right held for the care team's patients only (CLINICAL.md §1). */
  outsideCaseload: 'Only a clinician on this patient’s care team may do this.',
  notFound: 'Not found.',
  invalidJson: 'The request body is not valid JSON.',
  /** A page's `cursor` that names nothing of the list (a forged or foreign one). */
  unknownCursor: 'Expected a cursor from a previous page',
  internal: 'Internal server error',
} as const;

/** The account routes' own answers (sign-in, password change and reset). */
export const ACCOUNT_MESSAGES = {
  wrongCurrentPassword: 'The current password is not correct.',
  resetAccepted: 'If an account exists for this e-mail, a reset link has been sent.',
  /** Two-factor sign-in (issue 36). */
  wrongCode: 'The code is not correct.',
  signInExpired: 'This sign-in has expired. Sign in again.',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on.',
  twoFactorNotOn: 'Two-factor sign-in is not on.',
  noEnrolment: 'Start setting up two-factor sign-in first.',
} as const;
