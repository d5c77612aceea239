import { Button, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode, SyntheticEvent } from 'react';
import type { ServerStateProps } from './auth-error';
import { FormErrorAlert } from './form-alerts';

export interface AuthFormFrameProps extends ServerStateProps {
  onSubmit: (event: SyntheticEvent) => void;
  submitLabel: string;
  /** Read out while the request is in flight (the button shows a spinner). */
  pendingLabel: string;
  /** Above everything: a line that explains the form. */
  intro?: ReactNode;
  /** Under the error: a success notice. */
  notice?: ReactNode;
  /** Under the form: links to the other auth pages, another way to sign in. */
  footer?: ReactNode;
  /** Settings forms keep the button at its own width; the sign-in cards stretch it. */
  compactSubmit?: boolean;
  /** Beside the submit button: closes a form opened in place, unsaved. */
  cancel?: { label: string; onCancel: () => void };
  /** The fields, and any line between them and the button. */
  children: ReactNode;
}

/** The server-state props a form passes on to its frame unchanged. */
export function serverStateOf({ pending, errorCode, errorDetail, retryAfterS }: ServerStateProps) {
  return { pending, errorCode, errorDetail, retryAfterS };
}

/**
 * The scaffold every account form shares: the server's error (with the wait it asked for), an
 * optional notice, the fields and one submit button that cannot be pressed twice.
 */
export function AuthFormFrame(props: AuthFormFrameProps) {
  const { onSubmit, submitLabel, pendingLabel, pending = false, errorCode, errorDetail } = props;
  const submit = (
    <Button
      type="submit"
      colorPalette="blue"
      alignSelf={props.compactSubmit ? 'flex-start' : undefined}
      loading={pending}
      loadingText={pendingLabel}
    >
      {submitLabel}
    </Button>
  );
  return (
    <Stack gap="5">
      {props.intro}
      {errorCode && (
        <FormErrorAlert code={errorCode} detail={errorDetail} retryAfterS={props.retryAfterS} />
      )}
      {props.notice}
      {/* POST, so a submit that reaches the browser before the app (a prerendered form whose boot
          script did not run) never puts a password in the address. */}
      <form noValidate method="post" onSubmit={onSubmit}>
        <Stack gap="4">
          {props.children}
          {props.cancel ? (
            <HStack gap="3" wrap="wrap">
              {submit}
              <Button variant="ghost" onClick={props.cancel.onCancel}>
                {props.cancel.label}
              </Button>
            </HStack>
          ) : (
            submit
          )}
        </Stack>
      </form>
      {props.footer}
    </Stack>
  );
}
