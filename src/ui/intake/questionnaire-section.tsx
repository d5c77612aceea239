import { memo } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import type { ItemAnswer, InstrumentId } from '../../../common/scoring/instruments';
import {
  ANSWER_LABELS,
  INSTRUMENT_ITEMS,
  INSTRUMENT_STEMS,
} from '../../../common/scoring/instrument-items';
import { useI18n } from '../i18n/i18n-context';
import { ChoiceGroup } from './intake-fields';
import { IntakeSection } from './intake-section';
import { ScoreLine } from './score-line';

export interface QuestionnaireSectionProps {
  instrument: InstrumentId;
  answers: readonly ItemAnswer[];
  onChange: (answers: ItemAnswer[]) => void;
  onBlur?: () => void;
}

const ANSWERS = ['0', '1', '2', '3'] as const;

/**
 * PHQ-9 or GAD-7: the validated English items (never machine-translated; other languages say so)
 * answered 0–3, with the live score.
 */
export const QuestionnaireSection = memo(function QuestionnaireSection(
  props: QuestionnaireSectionProps,
) {
  const { t, locale } = useI18n();
  const { instrument, answers } = props;
  const english = locale === 'en' ? undefined : 'en';
  return (
    <IntakeSection id={instrument} title={t(`intake.sections.${instrument}`)}>
      {english && <Text color="fg.muted">{t('intake.questionnaire.englishOriginal')}</Text>}
      <Text lang={english} fontStyle="italic">
        {INSTRUMENT_STEMS[instrument]}
      </Text>
      <Stack gap="4" lang={english}>
        {INSTRUMENT_ITEMS[instrument].map((item, index) => (
          <ChoiceGroup
            key={item}
            name={`${instrument}-${index + 1}`}
            legend={`${index + 1}. ${item}`}
            choices={ANSWERS}
            labelOf={(choice) => `${ANSWER_LABELS[Number(choice)]} (${choice})`}
            value={
              answers[index] === null ? null : (String(answers[index]) as (typeof ANSWERS)[number])
            }
            onChange={(choice) => {
              const next = [...answers];
              next[index] = Number(choice) as ItemAnswer;
              props.onChange(next);
            }}
            onBlur={props.onBlur}
          />
        ))}
      </Stack>
      <ScoreLine instrument={instrument} answers={answers} />
    </IntakeSection>
  );
});
