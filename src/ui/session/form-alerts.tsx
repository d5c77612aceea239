import { Alert } from '@chakra-ui/react';
import { useI18n } from '../i18n/i18n-context';
import { authErrorWording, type AuthErrorCode, type ServerStateProps } from './auth-error';
import { formatWait } from './wait-duration';

interface FormAlertProps {
  status: 'error' | 'warning' | 'success';
  title: string;
  body?: string;
  /** `alert` interrupts, `status` waits its turn; a notice present on arrival needs neither. */
  role?: 'alert' | 'status';
}

function FormAlert({ status, title, body, role }: FormAlertProps) {
  return (
    <Alert.Root status={status} role={role}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {body && <Alert.Description>{body}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

interface FormErrorAlertProps {
  code: AuthErrorCode;
  detail?: ServerStateProps['errorDetail'];
  retryAfterS?: ServerStateProps['retryAfterS'];
}

/**
 * A failed request, announced at once; provider text is shown verbatim under the message, and a
 * too-many-attempts error names the wait the server asked for (decision H1).
 */
export function FormErrorAlert({ code, detail, retryAfterS }: FormErrorAlertProps) {
  const { t, locale } = useI18n();
  const { key, waitS } = authErrorWording(code, retryAfterS);
  const title = waitS ? t(key, { wait: formatWait(locale, waitS) }) : t(key);
  return (
    <FormAlert
      status="error"
      role="alert"
      title={title}
      body={detail ? t('auth.errors.providerDetail', { detail }) : undefined}
    />
  );
}

/** A request that succeeded, announced politely. */
export function FormSuccessAlert({ title, body }: { title: string; body?: string }) {
  return <FormAlert status="success" role="status" title={title} body={body} />;
}

/** A problem known when the page opens (e.g. a broken link), not the result of an action. */
export function FormNotice({ title }: { title: string }) {
  return <FormAlert status="warning" title={title} />;
}

/** A failure the form explains in its own words (not an auth error code). */
export function FormFailure({ title }: { title: string }) {
  return <FormAlert status="error" title={title} role="alert" />;
}
