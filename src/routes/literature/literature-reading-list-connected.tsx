import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedArticle } from '../../../common/contracts/literature.contract';
import { literatureApi } from '../../api/literature/literature.api';
import { literatureKeys } from '../../api/literature/literature-keys';
import { ClinicReadingList } from '../../ui/literature/clinic-reading-list';
import { useAuthUser, useMemberRoles } from '../session/auth-context';
import { useClinicReadingList } from './literature-queries';
import { detailOfError } from '../../api/http/api-error';

/** The clinic's reading list; its saver removes an entry, and an owner may too. */
export function ClinicReadingListConnected() {
  const queryClient = useQueryClient();
  const user = useAuthUser();
  const roles = useMemberRoles();
  const list = useClinicReadingList();
  const remove = useMutation({
    mutationFn: literatureApi.remove,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: literatureKeys.clinicReadingList }),
  });
  const mayRemove = (entry: SavedArticle) =>
    entry.savedBy.id === user?.id || roles.includes('owner');
  return (
    <ClinicReadingList
      saved={list.data?.saved ?? null}
      loading={list.isFetching && !list.data}
      failure={list.isError ? detailOfError(list.error) : null}
      onRetry={() => void list.refetch()}
      mayRemove={mayRemove}
      onRemove={(id) => remove.mutate(id)}
      removingId={remove.isPending ? remove.variables : null}
      removeFailure={remove.isError ? detailOfError(remove.error) : null}
    />
  );
}
