import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { mayDo, type MemberRole } from '../../../common/contracts/clinic.contract';
import type {
  ConsentInput,
  ConsentListResponse,
  DiagnosisInput,
} from '../../../common/contracts/patients.contract';
import { patientChartApi } from '../../api/patients/patient-chart.api';
import { ConsentsPanel } from '../../ui/patients/consents-panel';
import { DiagnosesPanel } from '../../ui/patients/diagnoses-panel';
import { chartKeys, useConsents, useDiagnoses } from './chart-queries';
import { detailOfError, statusOfError } from '../../api/http/api-error';

interface ChartPartProps {
  patientId: string;
  roles: readonly MemberRole[];
  /** Today in the clinic, YYYY-MM-DD. */
  today: string;
}

/** A record form's props (consent or diagnosis) from the mutation that saves its entries. */
function recordForm<Input>(record: UseMutationResult<unknown, Error, Input>, today: string) {
  return {
    today,
    onSubmit: (input: Input) => record.mutate(input),
    pending: record.isPending,
    failure: record.isError ? detailOfError(record.error) : null,
    recorded: record.isSuccess,
  };
}

/** The consents panel, read by every member; staff and clinicians record grants and withdrawals. */
export function ChartConsents({ patientId, roles, today }: ChartPartProps) {
  const queryClient = useQueryClient();
  const consents = useConsents(patientId);
  const record = useMutation({
    mutationFn: (input: ConsentInput) => patientChartApi.recordConsent(patientId, input),
    onSuccess: (answer: ConsentListResponse) => {
      queryClient.setQueryData(chartKeys.consents(patientId), answer);
      return queryClient.invalidateQueries({ queryKey: chartKeys.all(patientId) });
    },
  });
  return (
    <ConsentsPanel
      consents={consents.data ?? null}
      loading={consents.isFetching}
      failed={consents.isError}
      onRetry={() => void consents.refetch()}
      form={mayDo(roles, 'recordConsents') ? recordForm(record, today) : undefined}
    />
  );
}

/**
 * The diagnoses: clinical contents, so read only by a clinician (and the server answers only
 * the care team's: its 404 becomes "visible to the care team", like what staff and owners see).
 */
export function ChartDiagnoses({ patientId, roles, today }: ChartPartProps) {
  const queryClient = useQueryClient();
  const mayRead = mayDo(roles, 'readClinical');
  const diagnoses = useDiagnoses(patientId, mayRead);
  const record = useMutation({
    mutationFn: (input: DiagnosisInput) => patientChartApi.recordDiagnosis(patientId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chartKeys.diagnoses(patientId) }),
  });
  const hidden = !mayRead || statusOfError(diagnoses.error) === 404;
  return (
    <DiagnosesPanel
      diagnoses={diagnoses.data ?? null}
      loading={diagnoses.isFetching}
      failed={diagnoses.isError && !hidden}
      hidden={hidden}
      onRetry={() => void diagnoses.refetch()}
      form={mayDo(roles, 'writeClinical') ? recordForm(record, today) : undefined}
    />
  );
}
