import type { Article, LiteratureSource } from '../../common/contracts/literature.contract.ts';
import { articleKey } from './article-links.ts';
import { normalDoi } from './answer-values.ts';

const SOURCE_ORDER: readonly LiteratureSource[] = ['pubmed', 'europepmc'];

/** The identifiers that make two records one article: its PMID and its DOI (any case). */
export function identifiersOf(entry: Pick<Article, 'pmid' | 'doi' | 'key'>): string[] {
  const ids: string[] = [];
  if (entry.pmid) ids.push(`pmid:${entry.pmid}`);
  if (entry.doi) ids.push(`doi:${normalDoi(entry.doi)}`);
  return ids.length > 0 ? ids : [entry.key];
}

/**
 * One article from two records of it: `first`'s fields win (PubMed's, when one is PubMed's), the
 * other fills what it lacks; types, sources and links are united.
 */
export function combine(first: Article, second: Article): Article {
  const pmid = first.pmid ?? second.pmid;
  const doi = first.doi ?? second.doi;
  const pmcid = first.pmcid ?? second.pmcid;
  const authored = first.authorCount > 0 ? first : second;
  return {
    key: articleKey({ pmid, doi }) ?? first.key,
    ...(pmid ? { pmid } : {}),
    ...(doi ? { doi } : {}),
    ...(pmcid ? { pmcid } : {}),
    title: first.title || second.title,
    authors: authored.authors,
    authorCount: authored.authorCount,
    journal: first.journal || second.journal,
    year: first.year ?? second.year,
    types: [...new Set([...first.types, ...second.types])],
    freeFullText: first.freeFullText || second.freeFullText,
    sources: SOURCE_ORDER.filter(
      (source) => first.sources.includes(source) || second.sources.includes(source),
    ),
    links: { ...second.links, ...first.links },
  };
}

/** Whether `entry` should lead when combined with `other`: PubMed's record leads. */
const leads = (entry: Article, other: Article) =>
  entry.sources.includes('pubmed') && !other.sources.includes('pubmed');

/**
 * Both sources' pages as one list: taken in turn by rank (PubMed's first, then Europe PMC's
 * first, …), a record of an article already listed joining that article where it stands.
 */
export function mergeArticles(pubmed: Article[], europepmc: Article[]): Article[] {
  const merged: Article[] = [];
  const indexById = new Map<string, number>();
  const add = (entry: Article) => {
    const at = identifiersOf(entry)
      .map((id) => indexById.get(id))
      .find((index) => index !== undefined);
    if (at === undefined) {
      merged.push(entry);
      for (const id of identifiersOf(entry)) indexById.set(id, merged.length - 1);
      return;
    }
    const existing = merged[at] as Article;
    const joined = leads(entry, existing) ? combine(entry, existing) : combine(existing, entry);
    merged[at] = joined;
    for (const id of identifiersOf(joined)) indexById.set(id, at);
  };
  for (let rank = 0; rank < Math.max(pubmed.length, europepmc.length); rank += 1) {
    const fromPubmed = pubmed[rank];
    const fromEuropePmc = europepmc[rank];
    if (fromPubmed) add(fromPubmed);
    if (fromEuropePmc) add(fromEuropePmc);
  }
  return merged;
}
