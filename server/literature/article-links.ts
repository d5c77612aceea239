import type { Article } from '../../common/contracts/literature.contract.ts';

/** Where a person reads an article: built from identifiers only, always https. */
export const pubmedLink = (pmid: string) => `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`;
export const pmcLink = (pmcid: string) => `https://pmc.ncbi.nlm.nih.gov/articles/${pmcid}/`;
export const doiLink = (doi: string) => `https://doi.org/${encodeURI(doi)}`;
export const europePmcLink = (source: string, id: string) =>
  `https://europepmc.org/article/${encodeURIComponent(source)}/${encodeURIComponent(id)}`;

/** A link out an outside answer gave us, if it is a plain web address. */
export function webAddress(value: string | undefined): string | undefined {
  if (!value || value.length > 2000) return undefined;
  const parsed = URL.parse(value);
  return parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:')
    ? parsed.href
    : undefined;
}

/** One key per article: its PMID, else its DOI (lower case), else its Europe PMC record. */
export function articleKey(ids: {
  pmid?: string | undefined;
  doi?: string | undefined;
  epmc?: { source: string; id: string } | undefined;
}): string | undefined {
  if (ids.pmid) return `pmid:${ids.pmid}`;
  if (ids.doi) return `doi:${ids.doi.toLowerCase()}`;
  if (ids.epmc) return `epmc:${ids.epmc.source}:${ids.epmc.id}`;
  return undefined;
}

/** Authors as the contract keeps them: the first ten, and how many there are. */
export function authorsOf(names: string[]): Pick<Article, 'authors' | 'authorCount'> {
  return { authors: names.slice(0, 10), authorCount: names.length };
}

/** The hosts each kind of link may point at: the sources' own (issue 31). */
export const SOURCE_HOSTS = {
  pubmed: ['pubmed.ncbi.nlm.nih.gov'],
  europepmc: ['europepmc.org'],
  doi: ['doi.org'],
  fullText: ['pmc.ncbi.nlm.nih.gov', 'www.ncbi.nlm.nih.gov', 'europepmc.org', 'doi.org'],
} as const satisfies Record<keyof Article['links'], readonly string[]>;

export const LINK_OFF_SOURCE =
  'An article’s PubMed, Europe PMC and DOI links must point at those services (https).';

const onHost = (link: string, hosts: readonly string[]) => {
  const url = URL.parse(link);
  return url !== null && url.protocol === 'https:' && hosts.includes(url.hostname);
};

/**
 * An article's links as a reading list keeps them (it is shown clinic-wide): its PubMed, Europe
 * PMC and DOI links must be https on that service's host (else `null`: the save is refused), and a
 * full text elsewhere than PubMed Central, Europe PMC or doi.org (a publisher's page Europe PMC
 * named) is left out.
 */
export function sourceLinks(links: Article['links']): Article['links'] | null {
  for (const kind of ['pubmed', 'europepmc', 'doi'] as const) {
    const link = links[kind];
    if (link !== undefined && !onHost(link, SOURCE_HOSTS[kind])) return null;
  }
  const { fullText, ...rest } = links;
  return fullText !== undefined && onHost(fullText, SOURCE_HOSTS.fullText)
    ? { ...rest, fullText }
    : rest;
}
