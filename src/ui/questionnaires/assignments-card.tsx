import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type SyntheticEvent } from 'react';
import {
  CADENCE_WEEKS_MAX,
  type Assignment,
  type AssignmentInput,
  type Cadence,
  type QuestionnaireKind,
} from '../../../common/contracts/questionnaires.contract';
import { useT } from '../i18n/i18n-context';
import { ChartSection, ReadState } from '../patients/chart-section';
import { FormFailure } from '../session/form-alerts';
import { nativeSelectSlotRecipe } from '../theme/recipes';

export interface AssignmentsCardProps {
  /** The running assignments; null before the first read. */
  assignments: Assignment[] | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onAssign: (input: AssignmentInput) => void;
  onEnd: (assignmentId: string) => void;
  busy?: boolean;
  /** The server's words when an assignment or its end was refused. */
  refusal?: string | null;
}

const KINDS: QuestionnaireKind[] = ['phq9', 'gad7', 'intake'];

/**
 * The chart's questionnaires before the session (issue 36), for the care team's clinicians:
 * what the patient is asked (PHQ-9 / GAD-7 before each session or every N weeks, the intake's
 * part once), assigning one and ending one.
 */
export function AssignmentsCard(props: AssignmentsCardProps) {
  const t = useT();
  const { assignments, busy = false } = props;
  const running = new Set(assignments?.map((a) => a.questionnaire));
  return (
    <ChartSection title={t('questionnaires.assign.title')}>
      <Stack gap="4">
        <ReadState
          loading={props.loading && !assignments}
          failed={props.failed}
          loadingText={t('questionnaires.assign.loading')}
          failedText={t('questionnaires.assign.failed')}
          onRetry={props.onRetry}
        />
        {assignments?.length === 0 && <Text>{t('questionnaires.assign.none')}</Text>}
        {assignments && assignments.length > 0 && (
          <Stack as="ul" gap="2" listStyleType="none">
            {assignments.map((a) => (
              <HStack as="li" key={a.id} justify="space-between" wrap="wrap">
                <Text>
                  {t(`questionnaires.assign.kind.${a.questionnaire}`)}
                  {' — '}
                  {cadenceText(t, a.cadence)}
                </Text>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  aria-label={t('questionnaires.assign.endNamed', {
                    name: t(`questionnaires.assign.kind.${a.questionnaire}`),
                  })}
                  onClick={() => props.onEnd(a.id)}
                >
                  {t('questionnaires.assign.end')}
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
        {props.refusal && <FormFailure title={props.refusal} />}
        {assignments && (
          <AssignForm
            kinds={KINDS.filter((k) => !running.has(k))}
            busy={busy}
            onAssign={props.onAssign}
          />
        )}
      </Stack>
    </ChartSection>
  );
}

type T = ReturnType<typeof useT>;

function cadenceText(t: T, cadence: Cadence): string {
  if (cadence.every === 'weeks')
    return t('questionnaires.assign.everyWeeks', { weeks: cadence.weeks });
  return t(`questionnaires.assign.cadence.${cadence.every}`);
}

function AssignForm(props: {
  kinds: QuestionnaireKind[];
  busy: boolean;
  onAssign: (input: AssignmentInput) => void;
}) {
  const t = useT();
  const [chosen, setChosen] = useState<QuestionnaireKind | ''>('');
  const [every, setEvery] = useState<'session' | 'weeks'>('session');
  const [weeks, setWeeks] = useState('4');
  const kind = chosen && props.kinds.includes(chosen) ? chosen : (props.kinds[0] ?? null);
  if (!kind) return null;
  const weeksNumber = Number(weeks);
  const weeksBad =
    every === 'weeks' &&
    (!Number.isInteger(weeksNumber) || weeksNumber < 1 || weeksNumber > CADENCE_WEEKS_MAX);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (props.busy || weeksBad) return;
    const cadence: Cadence =
      kind === 'intake'
        ? { every: 'once' }
        : every === 'weeks'
          ? { every: 'weeks', weeks: weeksNumber }
          : { every: 'session' };
    props.onAssign({ questionnaire: kind, cadence });
  };

  return (
    <Stack as="form" gap="3" onSubmit={submit} align="start">
      <Field.Root maxW="sm">
        <Field.Label>{t('questionnaires.assign.which')}</Field.Label>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} disabled={props.busy}>
          <NativeSelect.Field
            value={kind}
            onChange={(event) => setChosen(event.target.value as QuestionnaireKind)}
          >
            {props.kinds.map((k) => (
              <option key={k} value={k}>
                {t(`questionnaires.assign.kind.${k}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {kind === 'intake' ? (
        <Text textStyle="sm">{t('questionnaires.assign.cadence.once')}</Text>
      ) : (
        <HStack gap="3" align="end" wrap="wrap">
          <Field.Root maxW="xs">
            <Field.Label>{t('questionnaires.assign.when')}</Field.Label>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe} disabled={props.busy}>
              <NativeSelect.Field
                value={every}
                onChange={(event) => setEvery(event.target.value as 'session' | 'weeks')}
              >
                <option value="session">{t('questionnaires.assign.cadence.session')}</option>
                <option value="weeks">{t('questionnaires.assign.cadence.weeks')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {every === 'weeks' && (
            <Field.Root maxW="8rem" invalid={weeksBad}>
              <Field.Label>{t('questionnaires.assign.weeks')}</Field.Label>
              <Input
                inputMode="numeric"
                value={weeks}
                disabled={props.busy}
                onChange={(event) => setWeeks(event.target.value)}
              />
              {weeksBad && (
                <Field.ErrorText>
                  {t('questionnaires.assign.weeksRange', { max: CADENCE_WEEKS_MAX })}
                </Field.ErrorText>
              )}
            </Field.Root>
          )}
        </HStack>
      )}
      <Button type="submit" size="sm" loading={props.busy}>
        {t('questionnaires.assign.submit')}
      </Button>
    </Stack>
  );
}
