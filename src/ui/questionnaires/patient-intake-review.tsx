import {
  Alert,
  Badge,
  Button,
  Card,
  DataList,
  HStack,
  Heading,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { PatientProvidedIntake } from '../../../common/contracts/questionnaires.contract';
import { formatInstant } from '../format/clinic-time';
import { useI18n } from '../i18n/i18n-context';
import { HISTORY_FIELDS } from '../../../common/contracts/intake-gaps';
import { INTAKE_PART_SECTIONS, fieldValue, type DemographicField } from './intake-part-steps';

export interface PatientIntakeReviewProps {
  /** What the patient sent, newest first; null while it is read. */
  intakes: readonly PatientProvidedIntake[] | null;
  failed: boolean;
  onRetry: () => void;
  /** Copies the part into the intake draft and marks it reviewed. */
  onAccept: (intake: PatientProvidedIntake) => void;
  /** Marks it reviewed, copying nothing. */
  onLeave: (intake: PatientProvidedIntake) => void;
  busy: boolean;
  /** Marking it reviewed failed: the server's reason ('' when it gave none); null: no failure. */
  refusal: string | null;
  timeZone: string;
}

const DEMOGRAPHIC_FIELDS: readonly DemographicField[] = INTAKE_PART_SECTIONS.flatMap((s) =>
  s.name === 'about' || s.name === 'emergency' ? s.fields : [],
);
const TEXT_FIELDS = ['presentingProblem', ...HISTORY_FIELDS] as const;

/**
 * The patient's part of the intake on the clinician's intake page (issue 36): each part the
 * patient sent from the portal, marked patient-provided, with what they wrote; the clinician copies
 * it into the draft (under a line saying it is the patient's) or leaves it, and either marks it
 * reviewed. Reviewed parts are listed by date only. Nothing shows when the patient sent none.
 */
export function PatientIntakeReview(props: PatientIntakeReviewProps) {
  const { t, locale } = useI18n();
  const { intakes, timeZone } = props;
  const date = (at: string) => formatInstant(at, { locale, timeZone, style: 'date' });
  if (props.failed) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t('questionnaires.intakeReview.failed')}</Alert.Title>
        <Button size="sm" variant="outline" ms="auto" onClick={props.onRetry}>
          {t('questionnaires.intakeReview.retry')}
        </Button>
      </Alert.Root>
    );
  }
  if (intakes === null) {
    return <Text role="status">{t('questionnaires.intakeReview.loading')}</Text>;
  }
  if (intakes.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="patient-intake-review" gap="3">
      <Heading as="h2" size="md" id="patient-intake-review">
        {t('questionnaires.intakeReview.title')}
      </Heading>
      {props.refusal !== null && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('questionnaires.intakeReview.reviewFailed')}</Alert.Title>
          {props.refusal && <Alert.Description>{props.refusal}</Alert.Description>}
        </Alert.Root>
      )}
      {intakes.map((intake) =>
        intake.reviewedAt ? (
          <Text key={intake.id} color="fg.muted">
            {t('questionnaires.intakeReview.sent', { date: date(intake.answeredAt) })} ·{' '}
            {t('questionnaires.intakeReview.reviewed', { date: date(intake.reviewedAt) })}
            {intake.reviewedBy && ` (${intake.reviewedBy})`}
          </Text>
        ) : (
          <Card.Root
            key={intake.id}
            as="article"
            aria-label={t('questionnaires.intakeReview.sent', { date: date(intake.answeredAt) })}
            borderColor="purple.emphasized"
          >
            <Card.Body gap="3">
              <HStack gap="2" flexWrap="wrap">
                <Badge colorPalette="purple">{t('questionnaires.intakeReview.provided')}</Badge>
                <Text>
                  {t('questionnaires.intakeReview.sent', { date: date(intake.answeredAt) })}
                </Text>
              </HStack>
              <DataList.Root orientation="vertical" gap="3">
                {TEXT_FIELDS.map((field) => {
                  const text = fieldValue(intake.intake, field).trim();
                  return text ? (
                    <DataList.Item key={field}>
                      <DataList.ItemLabel>
                        {field === 'presentingProblem'
                          ? t('intake.referral.presentingProblem')
                          : t(`intake.history.${field}`)}
                      </DataList.ItemLabel>
                      <DataList.ItemValue whiteSpace="pre-wrap" dir="auto">
                        {text}
                      </DataList.ItemValue>
                    </DataList.Item>
                  ) : null;
                })}
              </DataList.Root>
              <Heading as="h3" size="sm">
                {t('questionnaires.intakeReview.demographics')}
              </Heading>
              <DataList.Root orientation="horizontal" gap="2">
                {DEMOGRAPHIC_FIELDS.map((field) => {
                  const text = fieldValue(intake.intake, field).trim();
                  return text ? (
                    <DataList.Item key={field}>
                      <DataList.ItemLabel>
                        {t(`questionnaires.intakeReview.field.${field}`)}
                      </DataList.ItemLabel>
                      <DataList.ItemValue dir="auto">{text}</DataList.ItemValue>
                    </DataList.Item>
                  ) : null;
                })}
              </DataList.Root>
              <Text color="fg.muted" fontSize="sm">
                {t('questionnaires.intakeReview.demographicsNote')}
              </Text>
              <HStack gap="3" flexWrap="wrap">
                <Button size="sm" onClick={() => props.onAccept(intake)} loading={props.busy}>
                  {t('questionnaires.intakeReview.accept')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => props.onLeave(intake)}
                  disabled={props.busy}
                >
                  {t('questionnaires.intakeReview.leave')}
                </Button>
              </HStack>
            </Card.Body>
          </Card.Root>
        ),
      )}
    </Stack>
  );
}
