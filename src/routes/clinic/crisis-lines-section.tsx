import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  QUESTIONNAIRE_QUERY_KEYS,
  questionnairesApi,
} from '../../api/questionnaires/questionnaires.api';
import { CrisisLinesCard } from '../../ui/clinic/crisis-lines-card';
import { useSaveForm } from './use-save-form';

/**
 * The clinic's crisis lines (issue 36): owners edit them, everyone else reads them. Until they are
 * read the section waits quietly; the profile section above says when the clinic cannot be read.
 */
export function CrisisLinesSection({ canManage }: { canManage: boolean }) {
  const queries = useQueryClient();
  const lines = useQuery({
    queryKey: QUESTIONNAIRE_QUERY_KEYS.crisisLines,
    queryFn: questionnairesApi.crisisLines,
  });
  const save = useSaveForm(questionnairesApi.saveCrisisLines, (saved) =>
    queries.setQueryData(QUESTIONNAIRE_QUERY_KEYS.crisisLines, saved),
  );
  if (!lines.data) return null;
  return (
    <CrisisLinesCard
      crisisLines={lines.data}
      editable={canManage}
      onSave={save.run}
      pending={save.pending}
      failure={save.failure}
      saved={save.saved}
    />
  );
}
