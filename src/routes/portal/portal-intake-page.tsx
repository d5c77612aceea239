import { Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PORTAL_QUESTIONNAIRE_QUERY_KEY,
  portalQuestionnairesApi,
} from '../../api/portal/questionnaires.api';
import { useT } from '../../ui/i18n/i18n-context';
import { PortalDueWaiting, sendStatusOf, usePortalDue } from './portal-due';
import { IntakePartAnswering } from '../../ui/questionnaires/intake-part-answering';

/**
 * `/portal/intake` (issue 36): the patient fills their part of the intake when the clinic asked
 * for it (an open `intake` occasion in what is due); sent once, then the due list no longer holds
 * it. A refused or failed send keeps what they wrote (the answering component holds it).
 */
export default function PortalIntakePage() {
  const t = useT();
  const queries = useQueryClient();
  const due = usePortalDue();
  const send = useMutation({
    mutationFn: portalQuestionnairesApi.answer,
    onSuccess: () => void queries.invalidateQueries({ queryKey: PORTAL_QUESTIONNAIRE_QUERY_KEY }),
  });

  const heading = <Heading as="h1">{t('questionnaires.intakePart.title')}</Heading>;
  if (!due.data) {
    return (
      <PortalDueWaiting
        due={due}
        heading={heading}
        loadingLabel={t('questionnaires.intakePart.loading')}
      />
    );
  }
  const status = sendStatusOf(send);
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
