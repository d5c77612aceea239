import { Alert, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/http/api-error';
import {
  PORTAL_QUESTIONNAIRE_QUERY_KEY,
  portalQuestionnairesApi,
} from '../../api/portal/questionnaires.api';
import { useT } from '../../ui/i18n/i18n-context';
import { IntakePartAnswering } from '../../ui/questionnaires/intake-part-answering';
import type { SendStatus } from '../../ui/questionnaires/questionnaire-answering';

/**
 * `/portal/intake` (issue 36): the patient fills their part of the intake when the clinic asked
 * for it (an open `intake` occasion in what is due); sent once, then the due list no longer holds
 * it. A refused or failed send keeps what they wrote (the answering component holds it).
 */
export default function PortalIntakePage() {
  const t = useT();
  const queries = useQueryClient();
  const due = useQuery({
    queryKey: PORTAL_QUESTIONNAIRE_QUERY_KEY,
    queryFn: portalQuestionnairesApi.due,
  });
  const send = useMutation({
    mutationFn: portalQuestionnairesApi.answer,
    onSuccess: () => void queries.invalidateQueries({ queryKey: PORTAL_QUESTIONNAIRE_QUERY_KEY }),
  });

  const heading = <Heading as="h1">{t('questionnaires.intakePart.title')}</Heading>;
  if (due.isPending) {
    return (
      <Stack gap="4">
        {heading}
        <Spinner aria-label={t('questionnaires.intakePart.loading')} />
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
  const status: SendStatus = send.isPending
    ? { kind: 'sending' }
    : send.isSuccess
      ? { kind: 'sent', result: send.data }
      : send.isError
        ? { kind: 'failed', ...(send.error instanceof ApiError && { detail: send.error.message }) }
        : { kind: 'idle' };
  const open = due.data.due.some((d) => d.questionnaire === 'intake');
  return (
    <Stack gap="4" align="stretch">
      {heading}
      {!open && !send.isSuccess ? (
        <Text>{t('questionnaires.intakePart.notDue')}</Text>
      ) : (
        <>
          {status.kind === 'idle' && <Text>{t('questionnaires.intakePart.intro')}</Text>}
          <IntakePartAnswering
            status={status}
            onSubmit={(intake) => send.mutate({ questionnaire: 'intake', intake })}
          />
        </>
      )}
    </Stack>
  );
}
