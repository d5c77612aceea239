import { createContext, useContext, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorOptions, ActorRefFrom, InputFrom, SnapshotFrom } from 'xstate';
import type { authMachine } from '../../machines/session/auth.machine';
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
  selectPatientId,
  selectSignInError,
  selectUser,
} from '../../machines/session/auth.selectors';

export type AuthActorRef = ActorRefFrom<typeof authMachine>;
type AuthSnapshot = SnapshotFrom<typeof authMachine>;

const ActorContext = createContext<AuthActorRef | null>(null);

type ProviderProps = { children: ReactNode } & (
  | { actor: AuthActorRef; logic?: never; options?: never }
  | { actor?: never; logic: typeof authMachine; options?: ActorOptions<typeof authMachine> }
);

function ActorFromLogic({
  logic,
  options,
  children,
}: {
  logic: typeof authMachine;
  options?: ActorOptions<typeof authMachine>;
  children: ReactNode;
}) {
  // The machine's input is optional at run time (it falls back to the default durations).
  const actor = useActorRef(logic, { ...options } as { input: InputFrom<typeof authMachine> });
  return <ActorContext.Provider value={actor}>{children}</ActorContext.Provider>;
}

function useAuthActorRef(): AuthActorRef {
  const actor = useContext(ActorContext);
  if (!actor) throw new Error('The auth actor is used outside AuthContext.Provider');
  return actor;
}

/**
 * The one auth actor of the app. The app starts it before React (src/app/browser-auth.ts: the
 * sign-in island drives it while React loads) and provides it with `actor`; tests may give
 * `logic` instead, and the provider starts an actor of it for its lifetime.
 */
export const AuthContext = {
  Provider(props: ProviderProps) {
    if (props.actor) {
      return <ActorContext.Provider value={props.actor}>{props.children}</ActorContext.Provider>;
    }
    return (
      <ActorFromLogic logic={props.logic} options={props.options}>
        {props.children}
      </ActorFromLogic>
    );
  },
  useActorRef: useAuthActorRef,
  useSelector<T>(selector: (snapshot: AuthSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
    return useSelector(useAuthActorRef(), selector, compare);
  },
};

/** Send events (auth.signIn.password, auth.signIn.tokens, auth.logout, ...) to the auth actor. */
export const useAuthSend = () => AuthContext.useActorRef().send;
export const useIsInitialised = () => AuthContext.useSelector(selectIsInitialised);
export const useIsSignedIn = () => AuthContext.useSelector(selectIsSignedIn);
export const useShowsProtectedContent = () => AuthContext.useSelector(selectShowsProtectedContent);
export const useIsAuthBusy = () => AuthContext.useSelector(selectIsBusy);
export const useAuthUser = () => AuthContext.useSelector(selectUser);
/** The signed-in member's roles; with `mayDo` (clinic contract) a page offers only what they allow. */
export const useMemberRoles = () => AuthContext.useSelector(selectRoles);
/** A portal patient's patient id (issue 36); undefined for a member. */
export const usePortalPatientId = () => AuthContext.useSelector(selectPatientId);
export const useSignInError = () => AuthContext.useSelector(selectSignInError);
export const useRegisterError = () => AuthContext.useSelector(selectRegisterError);
export const useRetryAfterS = () => AuthContext.useSelector(selectRetryAfterS);
export const useProviderFailure = () => AuthContext.useSelector(selectProviderFailure);
export const useSessionEndReason = () => AuthContext.useSelector(selectEndReason);
export const useRegistered = () => AuthContext.useSelector(selectRegistered);
