import { Alert, Button, Spinner, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useQuery, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../api/http/api-error';
import {
  PORTAL_QUESTIONNAIRE_QUERY_KEY,
  portalQuestionnairesApi,
} from '../../api/portal/questionnaires.api';
import { useT } from '../../ui/i18n/i18n-context';
import type { SendStatus } from '../../ui/questionnaires/questionnaire-answering';

/** What the clinic asked the signed-in patient to answer now (the portal's due list). */
export const usePortalDue = () =>
  useQuery({ queryKey: PORTAL_QUESTIONNAIRE_QUERY_KEY, queryFn: portalQuestionnairesApi.due });

/** A send's state as the answering components show it. */
export function sendStatusOf(
  send: Pick<
    UseMutationResult<Extract<SendStatus, { kind: 'sent' }>['result'], Error, never>,
    'isPending' | 'isSuccess' | 'isError' | 'data' | 'error'
  >,
): SendStatus {
  if (send.isPending) return { kind: 'sending' };
  if (send.isSuccess && send.data) return { kind: 'sent', result: send.data };
  if (send.isError) {
    return {
      kind: 'failed',
      ...(send.error instanceof ApiError && { detail: send.error.message }),
    };
  }
  return { kind: 'idle' };
}

/**
 * The page's heading with the due list's loading or failed state (a retry), or null once it is
 * in: the questionnaires' and the intake's pages wait for the same list.
 */
export function PortalDueWaiting({
  due,
  heading,
  loadingLabel,
}: {
  due: UseQueryResult<unknown>;
  heading: ReactNode;
  loadingLabel: string;
}) {
  const t = useT();
  if (due.isPending) {
    return (
      <Stack gap="4">
        {heading}
        <Spinner aria-label={loadingLabel} />
      </Stack>
    );
  }
  if (due.isError) {
    return (
      <Stack gap="4" align="start">
        {heading}
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('questionnaires.portal.failed')}</Alert.Title>
        </Alert.Root>
        <Button onClick={() => void due.refetch()}>{t('questionnaires.portal.retry')}</Button>
      </Stack>
    );
  }
  return null;
}
