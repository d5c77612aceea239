import { Button, chakra, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { RescoreInput } from '../../../common/contracts/intake.contract';
import {
  ANSWER_LABELS,
  INSTRUMENT_ITEMS,
  INSTRUMENT_STEMS,
} from '../../../common/scoring/instrument-items';
import {
  blankAnswers,
  INSTRUMENTS,
  scoreInstrument,
  type InstrumentId,
  type ItemAnswer,
} from '../../../common/scoring/instruments';
import { useI18n } from '../i18n/i18n-context';
import { FormFailure, FormSuccessAlert } from '../session/form-alerts';
import { LabelledSelect } from './labelled-select';

export interface RescoreFormProps {
  onSubmit: (input: RescoreInput) => void;
  pending?: boolean;
  /** The server's reason when it refused the score. */
  failure?: string | null;
  /** How many scores this form has recorded: each one empties the form for the next. */
  recordedCount?: number;
}

const ANSWERS = [0, 1, 2, 3] as const;

/**
 * A PHQ-9 or GAD-7 re-score between intakes: the published English items (never machine-
 * translated), the total and band live as items are answered, and a submit only once every item
 * is (the manuals score complete forms only; the server recomputes).
 */
export function RescoreForm({
  onSubmit,
  pending = false,
  failure,
  recordedCount = 0,
}: RescoreFormProps) {
  const { t, locale } = useI18n();
  const [instrument, setInstrument] = useState<InstrumentId>('phq9');
  const [answers, setAnswers] = useState<ItemAnswer[]>(() => blankAnswers('phq9'));
  const [seenCount, setSeenCount] = useState(recordedCount);
  if (seenCount !== recordedCount) {
    setSeenCount(recordedCount);
    setAnswers(blankAnswers(instrument));
  }
  const score = scoreInstrument(instrument, answers);
  const name = (id: InstrumentId) => t(`patientDocs.scores.instrument.${id}`);
  const submit = () => {
    if (!score.complete) return;
    const complete = answers.filter((answer): answer is 0 | 1 | 2 | 3 => answer !== null);
    onSubmit({ instrument, answers: complete });
  };
  return (
    <chakra.form
      aria-label={t('patientDocs.rescore.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      borderWidth="1px"
      borderRadius="md"
      p="4"
    >
      <Stack gap="4">
        <LabelledSelect
          label={t('patientDocs.rescore.instrument')}
          value={instrument}
          options={(['phq9', 'gad7'] as const).map((id) => ({ value: id, label: name(id) }))}
          onChange={(next) => {
            setInstrument(next);
            setAnswers(blankAnswers(next));
          }}
        />
        {locale !== 'en' && (
          <Text textStyle="sm" color="fg.muted">
            {t('patientDocs.rescore.englishNote')}
          </Text>
        )}
        <Text lang="en" fontWeight="medium">
          {INSTRUMENT_STEMS[instrument]}
        </Text>
        {INSTRUMENT_ITEMS[instrument].map((text, item) => (
          <Fieldset.Root key={`${instrument}-${item}`}>
            <Fieldset.Legend lang="en" fontWeight="normal">
              {t('patientDocs.rescore.item', { number: item + 1, text })}
            </Fieldset.Legend>
            <HStack gap="4" wrap="wrap" lang="en">
              {ANSWERS.map((value) => (
                <chakra.label key={value} display="inline-flex" gap="1.5" alignItems="center">
                  <input
                    type="radio"
                    name={`${instrument}-item-${item}`}
                    value={value}
                    checked={answers[item] === value}
                    onChange={() =>
                      setAnswers((before) => before.map((old, at) => (at === item ? value : old)))
                    }
                  />
                  {ANSWER_LABELS[value]}
                </chakra.label>
              ))}
            </HStack>
          </Fieldset.Root>
        ))}
        <Text role="status" fontWeight="medium">
          {score.complete
            ? t('patientDocs.rescore.score', {
                total: score.total,
                band: t(`patientDocs.scores.bandName.${score.band}`),
              })
            : t('patientDocs.rescore.incomplete', {
                answered: score.answered,
                count: INSTRUMENTS[instrument].itemCount,
              })}
        </Text>
        {failure != null && (
          <FormFailure title={t('patientDocs.rescore.failed', { detail: failure })} />
        )}
        {failure == null && recordedCount > 0 && (
          <FormSuccessAlert title={t('patientDocs.rescore.saved')} />
        )}
        <Button
          type="submit"
          colorPalette="blue"
          alignSelf="start"
          loading={pending}
          loadingText={t('patientDocs.rescore.pending')}
          disabled={!score.complete}
        >
          {t('patientDocs.rescore.submit')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
