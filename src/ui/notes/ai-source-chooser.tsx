import {
  Badge,
  Box,
  Button,
  Field,
  HStack,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useId } from 'react';
import type { ChosenSource, DictationFailure } from '../../machines/notes/ai-draft.types';
import { useI18n } from '../i18n/i18n-context';
import { formatClinicTime } from './note-time';

export interface AiTranscriptOption {
  id: string;
  startedAt: string;
  durationMs: number;
}

/** Which drafter the clinic's setting and the patient's consent make the server use. */
export interface DrafterChoice {
  setting: 'offline' | 'external';
  /** The patient's recording & AI consent (null: not known). */
  consented: boolean | null;
}

export type DictationView = 'unsupported' | 'off' | 'on' | 'finishing';

export interface AiSourceChooserProps {
  transcripts: AiTranscriptOption[];
  /** The session's recordings could not be read (the summary still works). */
  speechFailed?: boolean;
  source: ChosenSource;
  summary: string;
  interim: string;
  summaryMissing: boolean;
  dictation: DictationView;
  dictationFailure: DictationFailure | null;
  drafter: DrafterChoice;
  timeZone: string;
  onChooseTranscript: (recordingId: string) => void;
  onChooseSummary: () => void;
  onSummaryChange: (text: string) => void;
  onDictationStart: () => void;
  onDictationStop: () => void;
  onDraft: () => void;
}

const SUMMARY = 'summary';

/** Which drafter will write the draft, said before drafting. */
function DrafterLine({ drafter }: { drafter: DrafterChoice }) {
  const { t } = useI18n();
  const offline = drafter.setting === 'offline' || drafter.consented === false;
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">
        {t('notes.ai.drafter.label', {
          name: offline ? t('notes.ai.drafter.offline') : t('notes.ai.drafter.external'),
        })}
      </Text>
      {drafter.setting === 'external' && (
        <Text fontSize="sm" color="fg.muted">
          {drafter.consented === false
            ? t('notes.ai.drafter.noConsent')
            : t('notes.ai.drafter.externalHint')}
        </Text>
      )}
    </Stack>
  );
}

/** Dictating into the summary with the browser's speech recognition, where it exists. */
function DictationControls(props: AiSourceChooserProps) {
  const { t } = useI18n();
  if (props.dictation === 'unsupported') {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('notes.ai.dictation.unsupported')}
      </Text>
    );
  }
  const listening = props.dictation !== 'off';
  return (
    <Stack gap="2">
      <HStack gap="3" wrap="wrap">
        {listening ? (
          <Button
            variant="outline"
            colorPalette="red"
            onClick={props.onDictationStop}
            disabled={props.dictation === 'finishing'}
          >
            {t('notes.ai.dictation.stop')}
          </Button>
        ) : (
          <Button variant="outline" onClick={props.onDictationStart}>
            {t('notes.ai.dictation.start')}
          </Button>
        )}
        <Box role="status">
          {listening && (
            <Badge colorPalette="red" variant="solid" size="lg">
              <Box as="span" aria-hidden="true">
                ●
              </Box>{' '}
              {props.dictation === 'finishing'
                ? t('notes.ai.dictation.finishing')
                : t('notes.ai.dictation.on')}
            </Badge>
          )}
        </Box>
      </HStack>
      {props.interim && (
        <Text fontStyle="italic" color="fg.muted" data-testid="dictation-interim">
          {t('notes.ai.dictation.interim', { text: props.interim })}
        </Text>
      )}
      {props.dictationFailure && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {t(`notes.ai.dictation.problem.${props.dictationFailure}`)}
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('notes.ai.dictation.hint')}
      </Text>
    </Stack>
  );
}

/**
 * The first step of an AI-drafted note: one of the session's transcripts or the clinician's own
 * summary (typed or dictated), the drafter that will be used, and "Draft note".
 */
export function AiSourceChooser(props: AiSourceChooserProps) {
  const { t, locale } = useI18n();
  const id = useId();
  const chosen = props.source.kind === 'transcript' ? props.source.recordingId : SUMMARY;
  return (
    <Stack gap="5" maxW="3xl">
      <RadioGroup.Root
        value={chosen}
        onValueChange={(details) => {
          if (!details.value) return;
          if (details.value === SUMMARY) props.onChooseSummary();
          else props.onChooseTranscript(details.value);
        }}
      >
        <RadioGroup.Label fontSize="md" fontWeight="semibold">
          {t('notes.ai.source.legend')}
        </RadioGroup.Label>
        <Stack gap="2" mt="2">
          {props.transcripts.map((option) => (
            <RadioGroup.Item key={option.id} value={option.id}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                {t('notes.ai.source.transcript', {
                  when: formatClinicTime(option.startedAt, locale, props.timeZone),
                  minutes: Math.max(1, Math.round(option.durationMs / 60_000)),
                })}
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
          <RadioGroup.Item value={SUMMARY}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{t('notes.ai.source.summary')}</RadioGroup.ItemText>
          </RadioGroup.Item>
        </Stack>
      </RadioGroup.Root>
      {props.speechFailed ? (
        <Text fontSize="sm" color="fg.muted">
          {t('notes.ai.source.speechFailed')}
        </Text>
      ) : (
        props.transcripts.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('notes.ai.source.noTranscripts')}
          </Text>
        )
      )}
      {props.source.kind === 'summary' && (
        <Stack gap="3">
          <Field.Root id={id} invalid={props.summaryMissing}>
            <Field.Label fontSize="md" fontWeight="semibold">
              {t('notes.ai.summary.label')}
            </Field.Label>
            <Field.HelperText mt="0" mb="1">
              {t('notes.ai.summary.hint')}
            </Field.HelperText>
            <Textarea
              value={props.summary}
              rows={10}
              resize="vertical"
              spellCheck
              onChange={(event) => props.onSummaryChange(event.target.value)}
            />
            <Field.ErrorText>{t('notes.ai.summary.missing')}</Field.ErrorText>
          </Field.Root>
          <DictationControls {...props} />
        </Stack>
      )}
      <DrafterLine drafter={props.drafter} />
      <Box>
        <Button colorPalette="blue" onClick={props.onDraft}>
          {t('notes.ai.draft')}
        </Button>
      </Box>
    </Stack>
  );
}
