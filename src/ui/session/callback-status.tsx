import { Alert, Box, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { MessageKey } from '../../i18n/i18n';
import type { ProviderFailure } from '../../machines/session/auth.machine';
import { AuthCard } from './auth-card';
import { AuthLink } from './auth-link';
import { useT } from '../i18n/i18n-context';

/** Why the external sign-in failed: the auth machine's record of it (provider, exchange or login handler). */
export type CallbackFailure = ProviderFailure;
export type CallbackFailureCode = ProviderFailure['code'];

export interface CallbackStatusProps {
  /** Absent while the sign-in is being completed. */
  failure?: CallbackFailure;
  loginHref: string;
  onNavigate?: (href: string) => void;
}

const REASONS: Record<CallbackFailureCode, MessageKey> = {
  'not-configured': 'callback.reasons.notConfigured',
  unreachable: 'callback.reasons.unreachable',
  provider: 'callback.reasons.provider',
  state: 'callback.reasons.state',
  exchange: 'callback.reasons.exchange',
  tenant: 'callback.reasons.tenant',
  tokens: 'callback.reasons.tokens',
  rejected: 'callback.reasons.rejected',
};

function Completing() {
  const t = useT();
  return (
    <HStack gap="3" role="status">
      <Spinner size="md" color="blue.600" aria-hidden="true" />
      <Text>{t('callback.completing.body')}</Text>
    </HStack>
  );
}

function Failed({
  failure,
  loginHref,
  onNavigate,
}: CallbackStatusProps & { failure: CallbackFailure }) {
  const t = useT();
  const { error, description, claim } = failure.detail;
  return (
    <Stack gap="5">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content gap="2">
          <Alert.Title>{t(REASONS[failure.code], { claim: claim ?? '' })}</Alert.Title>
          {description && (
            <Alert.Description>
              <Text>{t('callback.failed.providerSaid')}</Text>
              <Box as="blockquote" borderInlineStartWidth="3px" ps="3" mt="1">
                {description}
              </Box>
            </Alert.Description>
          )}
          {error && (
            <Text textStyle="sm" color="fg.muted">
              {t('callback.failed.errorCode', { code: error })}
            </Text>
          )}
        </Alert.Content>
      </Alert.Root>
      <Text>
        <AuthLink href={loginHref} onNavigate={onNavigate}>
          {t('callback.failed.backToLogin')}
        </AuthLink>
      </Text>
    </Stack>
  );
}

/** /auth/callback: a progress indicator while the sign-in completes, else why it failed and the way back. */
export function CallbackStatus({ failure, loginHref, onNavigate }: CallbackStatusProps) {
  const t = useT();
  return (
    <AuthCard title={t(failure ? 'callback.failed.title' : 'callback.completing.title')}>
      {failure ? (
        <Failed failure={failure} loginHref={loginHref} onNavigate={onNavigate} />
      ) : (
        <Completing />
      )}
    </AuthCard>
  );
}
