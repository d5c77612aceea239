import { Button, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import type { InstrumentId } from '../../../common/scoring/instruments';
import {
  ANSWER_LABELS,
  INSTRUMENT_ITEMS,
  INSTRUMENT_STEMS,
} from '../../../common/scoring/instrument-items';
import type { Choice } from './answering-steps';
import { useT } from '../i18n/i18n-context';
import { progressSlotRecipe } from '../theme/recipes';

export interface QuestionnaireItemProps {
  questionnaire: InstrumentId;
  /** Zero-based. */
  item: number;
  answer: Choice | null;
  onChoose: (answer: Choice) => void;
  /** Absent on the first item. */
  onBack?: () => void;
}

const CHOICES: readonly Choice[] = [0, 1, 2, 3];

/**
 * One item per screen, phone first: the published English wording (never machine-translated),
 * the four answers as large buttons (a tap or Enter chooses and moves on), the progress, Back.
 * The item's text takes the focus when it appears, so a screen reader reads the new question.
 */
export function QuestionnaireItem({
  questionnaire,
  item,
  answer,
  onChoose,
  onBack,
}: QuestionnaireItemProps) {
  const t = useT();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const total = INSTRUMENT_ITEMS[questionnaire].length;
  useEffect(() => headingRef.current?.focus(), [item]);
  const progress = t('questionnaires.progress', { n: item + 1, total });
  return (
    <Stack gap="4" maxW="32rem" w="full">
      <Progress.Root
        recipe={progressSlotRecipe}
        value={item + 1}
        max={total}
        size="sm"
        aria-label={progress}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text color="fg.muted" fontSize="sm">
        {progress}
      </Text>
      <Text lang="en">{INSTRUMENT_STEMS[questionnaire]}</Text>
      <Heading as="h2" size="md" id={id} ref={headingRef} tabIndex={-1} lang="en">
        {INSTRUMENT_ITEMS[questionnaire][item]}
      </Heading>
      <Stack role="group" aria-labelledby={id} gap="2">
        {CHOICES.map((choice) => (
          <Button
            key={choice}
            size="lg"
            minH="12"
            justifyContent="start"
            whiteSpace="normal"
            textAlign="start"
            variant={answer === choice ? 'solid' : 'outline'}
            aria-pressed={answer === choice}
            lang="en"
            onClick={() => onChoose(choice)}
          >
            {ANSWER_LABELS[choice]}
          </Button>
        ))}
      </Stack>
      <Text color="fg.muted" fontSize="sm">
        {t('questionnaires.englishOriginal')}
      </Text>
      {onBack && (
        <Button variant="ghost" alignSelf="start" onClick={onBack}>
          {t('questionnaires.back')}
        </Button>
      )}
    </Stack>
  );
}
