import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { mayDo, type MemberRole } from '../../../common/contracts/clinic.contract';
import { ApiError } from '../../api/http/api-error';
import { literatureApi } from '../../api/literature/literature.api';
import { literatureKeys } from '../../api/literature/literature-keys';
import { literatureHref } from '../../ui/literature/literature-paths';
import { ReadingListCard } from '../../ui/literature/reading-list-card';

export interface ChartReadingListProps {
  patientId: string;
  roles: readonly MemberRole[];
}

/**
 * The articles saved to this patient's chart, with their notes (clinical contents: read by the
 * care team's clinicians; the server answers 404 to anyone else, shown as "not available").
 * Members without `readClinical` are not offered the card at all.
 */
export function ChartReadingList({ patientId, roles }: ChartReadingListProps) {
  const [, navigate] = useLocation();
  const mayRead = mayDo(roles, 'readClinical');
  const list = useQuery({
    queryKey: literatureKeys.patientReadingList(patientId),
    queryFn: () => literatureApi.patientReadingList(patientId),
    enabled: mayRead,
  });
  if (!mayRead) return null;
  const refused = list.error instanceof ApiError && list.error.status === 404;
  const status = list.data
    ? 'ready'
    : refused
      ? 'unavailable'
      : list.isError
        ? 'failed'
        : 'loading';
  return (
    <ReadingListCard
      status={status}
      saved={list.data?.saved ?? []}
      onRetry={() => void list.refetch()}
      literatureHref={literatureHref()}
      onNavigate={navigate}
    />
  );
}
