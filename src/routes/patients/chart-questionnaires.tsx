import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Patient } from '../../../common/contracts/patients.contract';
import type { AssignmentsResponse } from '../../../common/contracts/questionnaires.contract';
import { ApiError, statusOfError } from '../../api/http/api-error';
import {
  QUESTIONNAIRE_QUERY_KEYS,
  questionnairesApi,
} from '../../api/questionnaires/questionnaires.api';
import { AssignmentsCard } from '../../ui/questionnaires/assignments-card';
import { useRightFor } from '../session/use-right-for';

interface ChartQuestionnairesProps {
  patient: Pick<Patient, 'id' | 'careTeam'>;
}

/**
 * The chart's questionnaires before the session (issue 36), for the care team's clinicians (the
 * server's `writeClinical` for the patient): a role without it, or a 404 (not on the care team),
 * shows nothing.
 */
export function ChartQuestionnaires({ patient }: ChartQuestionnairesProps) {
  const patientId = patient.id;
  const queries = useQueryClient();
  const mayAssign = useRightFor(patient, 'writeClinical');
  const key = QUESTIONNAIRE_QUERY_KEYS.assignments(patientId);
  const read = useQuery({
    queryKey: key,
    queryFn: () => questionnairesApi.assignments(patientId),
    enabled: mayAssign,
  });
  const write = useMutation({
    mutationFn: (
      change: { assign: Parameters<typeof questionnairesApi.assign>[1] } | { end: string },
    ): Promise<AssignmentsResponse> =>
      'assign' in change
        ? questionnairesApi.assign(patientId, change.assign)
        : questionnairesApi.endAssignment(patientId, change.end),
    onSuccess: (state) => queries.setQueryData(key, state),
  });
  if (!mayAssign || statusOfError(read.error) === 404) return null;
  return (
    <AssignmentsCard
      assignments={read.data?.assignments ?? null}
      loading={read.isFetching}
      failed={read.isError}
      onRetry={() => void read.refetch()}
      onAssign={(input) => write.mutate({ assign: input })}
      onEnd={(id) => write.mutate({ end: id })}
      busy={write.isPending}
      refusal={write.error instanceof ApiError ? write.error.message : null}
    />
  );
}
