import { Button, DataList, Heading, Stack } from '@chakra-ui/react';
import type { InstrumentId } from '../../../common/scoring/instruments';
import { ANSWER_LABELS, INSTRUMENT_ITEMS } from '../../../common/scoring/instrument-items';
import type { Choice } from './answering-steps';
import { useT } from '../i18n/i18n-context';

export interface QuestionnaireReviewProps {
  questionnaire: InstrumentId;
  answers: readonly (Choice | null)[];
  onChange: (item: number) => void;
  onSubmit: () => void;
  submitting: boolean;
}

/** Every answer before sending, each with its own "change" button; sent only when complete. */
export function QuestionnaireReview({
  questionnaire,
  answers,
  onChange,
  onSubmit,
  submitting,
}: QuestionnaireReviewProps) {
  const t = useT();
  const complete = answers.every((answer) => answer !== null);
  return (
    <Stack gap="4" maxW="32rem" w="full">
      <Heading as="h2" size="md">
        {t('questionnaires.reviewTitle')}
      </Heading>
      <DataList.Root orientation="vertical" gap="3">
        {INSTRUMENT_ITEMS[questionnaire].map((text, item) => {
          const answer = answers[item] ?? null;
          return (
            <DataList.Item key={text}>
              <DataList.ItemLabel lang="en">
                {item + 1}. {text}
              </DataList.ItemLabel>
              <DataList.ItemValue gap="3" alignItems="center" flexWrap="wrap">
                <span lang={answer === null ? undefined : 'en'}>
                  {answer === null ? t('questionnaires.unanswered') : ANSWER_LABELS[answer]}
                </span>
                <Button size="sm" variant="outline" onClick={() => onChange(item)}>
                  {t('questionnaires.change', { n: item + 1 })}
                </Button>
              </DataList.ItemValue>
            </DataList.Item>
          );
        })}
      </DataList.Root>
      <Button
        size="lg"
        onClick={onSubmit}
        disabled={!complete}
        loading={submitting}
        loadingText={t('questionnaires.submitting')}
      >
        {t('questionnaires.submit')}
      </Button>
    </Stack>
  );
}
