import { useQuery } from '@tanstack/react-query';
import { mayDo, type MemberRole } from '../../../common/contracts/clinic.contract';
import { treatmentMatchesApi } from '../../api/patients/treatment-matches.api';
import {
  TreatmentMatchesCard,
  treatmentMatcherHref,
} from '../../ui/patients/treatment-matches-card';
import { chartKeys } from './chart-queries';
import { statusOfError } from '../../api/http/api-error';

interface ChartTreatmentsProps {
  patientId: string;
  roles: readonly MemberRole[];
  onNavigate: (href: string) => void;
}

/**
 * The chart's renowned treatments, for the care team's clinicians: a 404 (not on the care team,
 * or no such patient) shows nothing, as does a role without the clinical-read right.
 */
export function ChartTreatments({ patientId, roles, onNavigate }: ChartTreatmentsProps) {
  const mayRead = mayDo(roles, 'readClinical');
  const matches = useQuery({
    queryKey: [...chartKeys.all(patientId), 'treatment-matches'],
    queryFn: () => treatmentMatchesApi.forPatient(patientId),
    enabled: mayRead,
  });
  if (!mayRead || statusOfError(matches.error) === 404) return null;
  return (
    <TreatmentMatchesCard
      matches={matches.data?.matches ?? null}
      loading={matches.isFetching}
      failed={matches.isError}
      matcherHref={treatmentMatcherHref(patientId)}
      onRetry={() => void matches.refetch()}
      onNavigate={onNavigate}
    />
  );
}
