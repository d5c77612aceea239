import type { KnowledgeKind } from '../../../common/contracts/knowledge.contract';

/** Where the product pages live (spec §2: /app/panels/hospital/<page>); linked by path. */
const HOSPITAL = '/app/panels/hospital';

export type KnowledgeTab = 'search' | 'matcher';

/** What the knowledge page shows, all of it in the URL so reload and back keep it. */
export interface KnowledgeView {
  tab: KnowledgeTab;
  q: string;
  kind: KnowledgeKind | null;
  /** An entry opened from the results (`?entry=<id>`). */
  entry: string | null;
  /** The matcher's patient (`?patient=<id>`). */
  patient: string | null;
}

export const EMPTY_VIEW: KnowledgeView = {
  tab: 'search',
  q: '',
  kind: null,
  entry: null,
  patient: null,
};

/** The knowledge page showing `view`; defaults are left out of the URL. */
export function knowledgeHref(view: Partial<KnowledgeView>): string {
  const params = new URLSearchParams();
  if (view.tab === 'matcher') params.set('tab', 'matcher');
  if (view.q) params.set('q', view.q);
  if (view.kind) params.set('kind', view.kind);
  if (view.entry) params.set('entry', view.entry);
  if (view.patient) params.set('patient', view.patient);
  const search = params.toString();
  return `${HOSPITAL}/searchknowledge${search ? `?${search}` : ''}`;
}

/** The matcher, for one patient when given (the chart links here). */
export const matcherHref = (patientId?: string) =>
  knowledgeHref({ tab: 'matcher', patient: patientId ?? null });

/** An entry of the knowledge base. */
export const entryHref = (id: string) => knowledgeHref({ entry: id });

/** The literature page searching `query` (the entry's PubMed query). */
export const literatureHref = (query: string) =>
  `${HOSPITAL}/searchliterature?q=${encodeURIComponent(query)}`;
