import type { MemberRole } from '../../../common/contracts/clinic.contract';
import type { SnapshotFrom } from 'xstate';
import type { AuthMachine } from './auth.machine';

type AuthSnapshot = SnapshotFrom<AuthMachine>;

/** Auth start is over (the progress bar hides). */
export const selectIsInitialised = (s: AuthSnapshot) => !s.hasTag('loading');
export const selectIsSignedIn = (s: AuthSnapshot) => s.matches('signedIn');
/**
 * Protected pages stay while signed in and while the session's end saves open drafts
 * (`flushingDrafts`, CLINICAL.md decision 2): an editor unmounted then would stop mid-save.
 */
export const selectShowsProtectedContent = (s: AuthSnapshot) =>
  s.matches('signedIn') || s.matches('flushingDrafts');
/** Spec §2: the public routes send on a signed-in user, or one holding provider codes. */
export const selectLeavesPublicRoute = (s: AuthSnapshot) =>
  s.matches('signedIn') || s.matches({ signedOut: 'holdingProviderCodes' });
/** A sign-in or registration request is in flight. */
export const selectIsBusy = (s: AuthSnapshot) => s.hasTag('busy');
export const selectUser = (s: AuthSnapshot) => s.context.user;
const NO_ROLES: readonly MemberRole[] = [];
/** The signed-in member's roles (none while signed out): the UI offers only what they allow. */
export const selectRoles = (s: AuthSnapshot): readonly MemberRole[] =>
  s.context.user?.roles ?? NO_ROLES;
/** A portal patient's patient id (issue 36); undefined for a member or nobody. */
export const selectPatientId = (s: AuthSnapshot): string | undefined => s.context.user?.patientId;
export const selectSignInError = (s: AuthSnapshot) => s.context.signInError;
export const selectRegisterError = (s: AuthSnapshot) => s.context.registerError;
/** The wait the server asked for with a too-many-attempts error, in seconds. */
export const selectRetryAfterS = (s: AuthSnapshot) => s.context.retryAfterS;
/** Why the last external sign-in's callback failed. */
export const selectProviderFailure = (s: AuthSnapshot) => s.context.providerFailure;
export const selectEndReason = (s: AuthSnapshot) => s.context.endReason;
/** A registration just succeeded (the signed-out state it leads to), so the sign-up page says so. */
export const selectRegistered = (s: AuthSnapshot) => s.matches({ signedOut: 'registered' });
