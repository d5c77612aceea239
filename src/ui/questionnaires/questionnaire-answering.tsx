import { Alert, Button, Heading, Stack } from '@chakra-ui/react';
import { useReducer } from 'react';
import type { AnswersResult, CrisisLines } from '../../../common/contracts/questionnaires.contract';
import { PHQ9_SAFETY_ITEM, type InstrumentId } from '../../../common/scoring/instruments';
import { answeringStep, completeAnswers, startAnswering, type Choice } from './answering-steps';
import { useT } from '../i18n/i18n-context';
import { CrisisResources } from './crisis-resources';
import { QuestionnaireItem } from './questionnaire-item';
import { QuestionnaireReview } from './questionnaire-review';

/** Where sending stands: not yet, on its way, sent (with the server's answer), refused or failed. */
export type SendStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; result: AnswersResult }
  | { kind: 'failed'; detail?: string };

export interface QuestionnaireAnsweringProps {
  questionnaire: InstrumentId;
  /** The clinic's crisis lines, shown at once when PHQ-9 item 9 is answered above 0. */
  crisisLines: CrisisLines | null;
  status: SendStatus;
  onSubmit: (answers: Choice[]) => void;
  /** Start with these answers (a story's or a returning page's); default: none answered. */
  initialAnswers?: (Choice | null)[];
}

/**
 * A PHQ-9 or GAD-7 answered on the phone (issue 36): one item per screen, then the review, then
 * sent. PHQ-9 item 9 above 0 shows the crisis resources at once — in the review, before anything
 * is sent, and again once sent (the clinician is notified by the server when it stores the answer).
 */
export function QuestionnaireAnswering({
  questionnaire,
  crisisLines,
  status,
  onSubmit,
  initialAnswers,
}: QuestionnaireAnsweringProps) {
  const t = useT();
  const [state, dispatch] = useReducer(answeringStep, undefined, () => {
    const started = startAnswering(questionnaire === 'phq9' ? 9 : 7);
    return initialAnswers
      ? { ...started, answers: initialAnswers, at: 'review' as const }
      : started;
  });
  const atRisk = questionnaire === 'phq9' && (state.answers[PHQ9_SAFETY_ITEM] ?? 0) > 0;

  if (status.kind === 'sent') {
    return (
      <Stack gap="4" maxW="32rem" w="full">
        {status.result.crisis && <CrisisResources lines={status.result.crisis} />}
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('questionnaires.submitted.title')}</Alert.Title>
            <Alert.Description>{t('questionnaires.submitted.body')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Stack>
    );
  }

  const send = () => {
    const answers = completeAnswers(state);
    if (answers && status.kind !== 'sending') onSubmit(answers);
  };

  return (
    <Stack gap="4" w="full" align="stretch">
      <Heading as="h1" size="lg">
        {t(`questionnaires.title.${questionnaire}`)}
      </Heading>
      {state.at === 'review' ? (
        <>
          {atRisk && <CrisisResources lines={crisisLines} />}
          {status.kind === 'failed' && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('questionnaires.failed.title')}</Alert.Title>
                {status.detail && <Alert.Description>{status.detail}</Alert.Description>}
              </Alert.Content>
              <Button size="sm" variant="outline" onClick={send}>
                {t('questionnaires.failed.retry')}
              </Button>
            </Alert.Root>
          )}
          <QuestionnaireReview
            questionnaire={questionnaire}
            answers={state.answers}
            onChange={(item) => dispatch({ type: 'change', item })}
            onSubmit={send}
            submitting={status.kind === 'sending'}
          />
        </>
      ) : (
        <QuestionnaireItem
          questionnaire={questionnaire}
          item={state.at}
          answer={state.answers[state.at] ?? null}
          onChoose={(answer) => dispatch({ type: 'choose', answer })}
          {...(state.at > 0 ? { onBack: () => dispatch({ type: 'back' }) } : {})}
        />
      )}
    </Stack>
  );
}
