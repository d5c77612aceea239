import { Alert, Button, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { useReducer } from 'react';
import type { PatientIntakePart } from '../../../common/contracts/questionnaires.contract';
import { useT } from '../i18n/i18n-context';
import { IntakePartSection } from './intake-part-section';
import {
  INTAKE_PART_SECTIONS,
  fieldValue,
  intakePartStep,
  partToSend,
  startIntakePart,
} from './intake-part-steps';
import type { SendStatus } from './questionnaire-answering';

export interface IntakePartAnsweringProps {
  status: SendStatus;
  onSubmit: (part: PatientIntakePart) => void;
  /** Start at the review with this part (a story's); default: a blank part at its first section. */
  initialPart?: PatientIntakePart;
}

/**
 * The intake's patient part on the phone (issue 36): one section per screen (about you, an
 * emergency contact, what brings them, the five histories), then the review with "change" per
 * section, then sent. A failed send keeps every word for the retry: the part lives here until the
 * server has it.
 */
export function IntakePartAnswering({ status, onSubmit, initialPart }: IntakePartAnsweringProps) {
  const t = useT();
  const [state, dispatch] = useReducer(intakePartStep, undefined, () =>
    initialPart ? { ...startIntakePart(initialPart), at: 'review' as const } : startIntakePart(),
  );

  if (status.kind === 'sent') {
    return (
      <Alert.Root status="success" maxW="32rem">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('questionnaires.intakePart.sent.title')}</Alert.Title>
          <Alert.Description>{t('questionnaires.intakePart.sent.body')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  const ready = partToSend(state.part);
  const send = () => {
    if (ready && status.kind !== 'sending') onSubmit(ready);
  };

  if (state.at !== 'review') {
    return (
      <IntakePartSection
        part={state.part}
        section={state.at}
        showErrors={state.showErrors}
        onEdit={(field, text) => dispatch({ type: 'edit', field, text })}
        onNext={() => dispatch({ type: 'next' })}
        {...(state.at > 0 ? { onBack: () => dispatch({ type: 'back' }) } : {})}
      />
    );
  }
  return (
    <Stack gap="4" maxW="32rem" w="full">
      <Heading as="h2" size="md">
        {t('questionnaires.reviewTitle')}
      </Heading>
      {status.kind === 'failed' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('questionnaires.intakePart.failed')}</Alert.Title>
            {status.detail && <Alert.Description>{status.detail}</Alert.Description>}
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={send}>
            {t('questionnaires.failed.retry')}
          </Button>
        </Alert.Root>
      )}
      <DataList.Root orientation="vertical" gap="4">
        {INTAKE_PART_SECTIONS.map((section, index) => {
          const title = t(`questionnaires.intakePart.section.${section.name}.title`);
          return (
            <DataList.Item key={section.name}>
              <DataList.ItemLabel fontWeight="semibold">{title}</DataList.ItemLabel>
              <DataList.ItemValue flexDirection="column" alignItems="start" gap="2">
                {section.fields.map((field) => {
                  const text = fieldValue(state.part, field).trim();
                  return (
                    <Text key={field} whiteSpace="pre-wrap" dir="auto">
                      {section.fields.length > 1 &&
                        `${t(`questionnaires.intakePart.field.${field}`)}: `}
                      {text || t('questionnaires.unanswered')}
                    </Text>
                  );
                })}
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => dispatch({ type: 'change', section: index })}
                >
                  {t('questionnaires.intakePart.change', { section: title })}
                </Button>
              </DataList.ItemValue>
            </DataList.Item>
          );
        })}
      </DataList.Root>
      {!ready && <Text color="fg.muted">{t('questionnaires.intakePart.blank')}</Text>}
      <Button
        size="lg"
        onClick={send}
        disabled={!ready}
        loading={status.kind === 'sending'}
        loadingText={t('questionnaires.submitting')}
      >
        {t('questionnaires.intakePart.submit')}
      </Button>
    </Stack>
  );
}
