import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PortalMe } from '../../../common/contracts/portal.contract';
import { useT } from '../i18n/i18n-context';

export type PortalDashboardState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; me: PortalMe };

export interface PortalDashboardProps {
  state: PortalDashboardState;
  onRetry: () => void;
  /**
   * The dashboard's sections (issue 36: upcoming sessions, questionnaires, consents, shared
   * documents), each a portal feature's; without any, a sentence says what will come here.
   */
  sections?: ReactNode;
}

/** The patient's home in the portal: a greeting naming them and their clinic, then sections. */
export function PortalDashboard({ state, onRetry, sections }: PortalDashboardProps) {
  const t = useT();
  if (state.status === 'loading') {
    return (
      <Stack gap="4" aria-busy="true">
        <Heading as="h1" textStyle="2xl">
          {t('portal.dashboard.title')}
        </Heading>
        <Text color="fg.muted">{t('portal.dashboard.loading')}</Text>
      </Stack>
    );
  }
  if (state.status === 'failed') {
    return (
      <Stack gap="4">
        <Heading as="h1" textStyle="2xl">
          {t('portal.dashboard.title')}
        </Heading>
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('portal.dashboard.loadFailed')}</Alert.Title>
        </Alert.Root>
        <Button alignSelf="start" onClick={onRetry}>
          {t('portal.dashboard.retry')}
        </Button>
      </Stack>
    );
  }
  const { me } = state;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" textStyle="2xl">
          {t('portal.dashboard.greeting', { name: me.patient.name })}
        </Heading>
        <Text color="fg.muted">{t('portal.dashboard.clinic', { clinic: me.clinic.name })}</Text>
      </Stack>
      {sections ?? <Text>{t('portal.dashboard.empty')}</Text>}
    </Stack>
  );
}
