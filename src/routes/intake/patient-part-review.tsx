import '../../i18n/english/questionnaires';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PatientIntakePart,
  PatientProvidedIntake,
} from '../../../common/contracts/questionnaires.contract';
import { ApiError } from '../../api/http/api-error';
import {
  QUESTIONNAIRE_QUERY_KEYS,
  questionnairesApi,
} from '../../api/questionnaires/questionnaires.api';
import { formatInstant } from '../../ui/format/clinic-time';
import { useI18n } from '../../ui/i18n/i18n-context';
import { PatientIntakeReview } from '../../ui/questionnaires/patient-intake-review';

export interface PatientPartReviewProps {
  patientId: string;
  timeZone: string;
  /** Copies the patient's part into the draft under the label that says it is theirs. */
  onCopy: (part: PatientIntakePart, label: string) => void;
}

/**
 * The intake page's review of what the patient sent from the portal (issue 36): reads the
 * patient-provided parts (the read is on the chart's access trail), copies one into the draft
 * when the clinician accepts it, and marks it reviewed (an `update` on the trail) either way.
 */
export function PatientPartReview({ patientId, timeZone, onCopy }: PatientPartReviewProps) {
  const { t, locale } = useI18n();
  const queries = useQueryClient();
  const key = QUESTIONNAIRE_QUERY_KEYS.patientIntakes(patientId);
  const read = useQuery({
    queryKey: key,
    queryFn: () => questionnairesApi.patientIntakes(patientId),
  });
  const review = useMutation({
    mutationFn: (intake: PatientProvidedIntake) =>
      questionnairesApi.reviewPatientIntake(patientId, intake.id),
    onSuccess: (intakes) => queries.setQueryData(key, intakes),
  });
  return (
    <PatientIntakeReview
      intakes={read.data ?? null}
      failed={read.isError}
      onRetry={() => void read.refetch()}
      onAccept={(intake) => {
        const date = formatInstant(intake.answeredAt, { locale, timeZone, style: 'date' });
        onCopy(intake.intake, t('questionnaires.intakeReview.fromPatient', { date }));
        review.mutate(intake);
      }}
      onLeave={(intake) => review.mutate(intake)}
      busy={review.isPending}
      refusal={review.error ? (review.error instanceof ApiError ? review.error.message : '') : null}
      timeZone={timeZone}
    />
  );
}
