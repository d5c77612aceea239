import { createActorContext } from '@xstate/react';
import { authMachine } from '../../machines/session/auth.machine';
import {
  selectEndReason,
  selectIsBusy,
  selectIsInitialised,
  selectIsSignedIn,
  selectShowsProtectedContent,
  selectProviderFailure,
  selectRegistered,
  selectRegisterError,
  selectRetryAfterS,
  selectRoles,
  selectSignInError,
  selectUser,
} from '../../machines/session/auth.selectors';

/** The one auth actor of the app; src/app/auth-root provides its effects with `logic`. */
export const AuthContext = createActorContext(authMachine);

/** Send events (auth.signIn.password, auth.signIn.tokens, auth.logout, ...) to the auth actor. */
export const useAuthSend = () => AuthContext.useActorRef().send;
export const useIsInitialised = () => AuthContext.useSelector(selectIsInitialised);
export const useIsSignedIn = () => AuthContext.useSelector(selectIsSignedIn);
export const useShowsProtectedContent = () => AuthContext.useSelector(selectShowsProtectedContent);
export const useIsAuthBusy = () => AuthContext.useSelector(selectIsBusy);
export const useAuthUser = () => AuthContext.useSelector(selectUser);
/** The signed-in member's roles; with `mayDo` (clinic contract) a page offers only what they allow. */
export const useMemberRoles = () => AuthContext.useSelector(selectRoles);
export const useSignInError = () => AuthContext.useSelector(selectSignInError);
export const useRegisterError = () => AuthContext.useSelector(selectRegisterError);
export const useRetryAfterS = () => AuthContext.useSelector(selectRetryAfterS);
export const useProviderFailure = () => AuthContext.useSelector(selectProviderFailure);
export const useSessionEndReason = () => AuthContext.useSelector(selectEndReason);
export const useRegistered = () => AuthContext.useSelector(selectRegistered);
