import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PORTAL_QUESTIONNAIRE_QUERY_KEY,
  portalQuestionnairesApi,
} from '../../api/portal/questionnaires.api';
import type { DueQuestionnaire } from '../../../common/contracts/questionnaires.contract';
import { useT } from '../../ui/i18n/i18n-context';
import { PortalDueWaiting, sendStatusOf, usePortalDue } from './portal-due';
import { QuestionnaireAnswering } from '../../ui/questionnaires/questionnaire-answering';

/**
 * `/portal/questionnaires` (issue 36): the patient answers what is due now, one questionnaire at
 * a time, through the answering components; PHQ-9 item 9 above 0 shows the clinic's crisis lines
 * at once (in the review, before sending). The intake's part is answered elsewhere (not yet here).
 */
export default function PortalQuestionnairesPage() {
  const t = useT();
  const queries = useQueryClient();
  const due = usePortalDue();
  const send = useMutation({ mutationFn: portalQuestionnairesApi.answer });
  const next = due.data?.due.find(isScore);

  const heading = <Heading as="h1">{t('questionnaires.portal.title')}</Heading>;
  if (!due.data) {
    return (
      <PortalDueWaiting
        due={due}
        heading={heading}
        loadingLabel={t('questionnaires.portal.loading')}
      />
    );
  }
  const status = sendStatusOf(send);
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
