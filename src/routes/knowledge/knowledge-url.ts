import { useLocation, useSearch } from 'wouter';
import { knowledgeKind } from '../../../common/contracts/knowledge.contract';
import { knowledgeHref, type KnowledgeView } from '../../ui/knowledge/knowledge-paths';

/** The page's view read from its URL; unknown values fall back to the defaults. */
export function viewOf(search: string): KnowledgeView {
  const params = new URLSearchParams(search);
  const kind = knowledgeKind.safeParse(params.get('kind'));
  const text = (name: string) => params.get(name)?.trim() || null;
  return {
    tab: params.get('tab') === 'matcher' ? 'matcher' : 'search',
    q: text('q') ?? '',
    kind: kind.success ? kind.data : null,
    entry: text('entry'),
    patient: text('patient'),
  };
}

/** The view in the URL and a way to move to another (a history entry each, so back works). */
export function useKnowledgeView() {
  const [, navigate] = useLocation();
  const view = viewOf(useSearch());
  const go = (next: Partial<KnowledgeView>) => navigate(knowledgeHref({ ...view, ...next }));
  return { view, go, navigate };
}
