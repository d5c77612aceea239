import { Alert, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/http/api-error';
import {
  PORTAL_QUESTIONNAIRE_QUERY_KEY,
  portalQuestionnairesApi,
} from '../../api/portal/questionnaires.api';
import type { DueQuestionnaire } from '../../../common/contracts/questionnaires.contract';
import { useT } from '../../ui/i18n/i18n-context';
import {
  QuestionnaireAnswering,
  type SendStatus,
} from '../../ui/questionnaires/questionnaire-answering';

/**
 * `/portal/questionnaires` (issue 36): the patient answers what is due now, one questionnaire at
 * a time, through the answering components; PHQ-9 item 9 above 0 shows the clinic's crisis lines
 * at once (in the review, before sending). The intake's part is answered elsewhere (not yet here).
 */
export default function PortalQuestionnairesPage() {
  const t = useT();
  const queries = useQueryClient();
  const due = useQuery({
    queryKey: PORTAL_QUESTIONNAIRE_QUERY_KEY,
    queryFn: portalQuestionnairesApi.due,
  });
  const send = useMutation({ mutationFn: portalQuestionnairesApi.answer });
  const next = due.data?.due.find(isScore);

  const heading = <Heading as="h1">{t('questionnaires.portal.title')}</Heading>;
  if (due.isPending) {
    return (
      <Stack gap="4">
        {heading}
        <Spinner aria-label={t('questionnaires.portal.loading')} />
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
        ? {
            kind: 'failed',
            ...(send.error instanceof ApiError && { detail: send.error.message }),
          }
        : { kind: 'idle' };
  const more = due.data.due.filter(isScore).length > 1;
  return (
    <Stack gap="4" align="stretch">
      {heading}
      {!next && <Text>{t('questionnaires.portal.nothingDue')}</Text>}
      {next && (
        <QuestionnaireAnswering
          key={next.assignmentId}
          questionnaire={next.questionnaire}
          crisisLines={due.data.crisisLines}
          status={status}
          onSubmit={(answers) =>
            send.mutate(
              next.questionnaire === 'phq9'
                ? { questionnaire: 'phq9', answers }
                : { questionnaire: 'gad7', answers },
            )
          }
        />
      )}
      {send.isSuccess && more && (
        <Button
          alignSelf="start"
          onClick={() => {
            send.reset();
            void queries.invalidateQueries({ queryKey: PORTAL_QUESTIONNAIRE_QUERY_KEY });
          }}
        >
          {t('questionnaires.portal.next')}
        </Button>
      )}
    </Stack>
  );
}

const isScore = (d: DueQuestionnaire): d is DueQuestionnaire & { questionnaire: 'phq9' | 'gad7' } =>
  d.questionnaire !== 'intake';
