import { Alert } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';
import { AUTH_ERROR_MESSAGES, type AuthErrorCode } from './auth-error';

/** A failed request, announced at once (role="alert"); provider text is shown verbatim. */
export function FormErrorAlert({ code, detail }: { code: AuthErrorCode; detail?: string | null }) {
  const t = useT();
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(AUTH_ERROR_MESSAGES[code])}</Alert.Title>
        {detail && (
          <Alert.Description>{t('auth.errors.providerDetail', { detail })}</Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/** A request that succeeded, announced politely (role="status"). */
export function FormSuccessAlert({ title, body }: { title: string; body?: string }) {
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {body && <Alert.Description>{body}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
