import { article, type Article } from '../../common/contracts/literature.contract.ts';
import { articleTypesOf } from './article-types.ts';
import {
  articleKey,
  authorsOf,
  doiLink,
  europePmcLink,
  pmcLink,
  pubmedLink,
} from './article-links.ts';
import {
  cleanText,
  decodeEntities,
  DOI,
  isRecord,
  listOf,
  parseJson,
  PMCID,
  PMID,
  textOf,
  yearIn,
  type Fields,
} from './answer-values.ts';

/** ESearch (`retmode=json`): the PMIDs of one page, in PubMed's order, and the total. */
export interface PubmedIds {
  ids: string[];
  count: number;
}

export function parseEsearch(text: string): PubmedIds | null {
  const json = parseJson(text);
  if (!isRecord(json) || !isRecord(json.esearchresult)) return null;
  const result = json.esearchresult;
  const count = Number(textOf(result.count));
  if (!Array.isArray(result.idlist) || !Number.isInteger(count)) return null;
  const ids = result.idlist.map(textOf).filter((id): id is string => !!id && PMID.test(id));
  return { ids, count };
}

/** The identifier of one kind among an ESummary record's `articleids`. */
function articleId(record: Fields, kind: string): string | undefined {
  for (const entry of listOf(record.articleids)) {
    if (isRecord(entry) && entry.idtype === kind) return textOf(entry.value)?.trim();
  }
  return undefined;
}

/** One ESummary record as an article, or undefined when it is an error or unusable. */
export function pubmedArticle(uid: string, record: Fields): Article | undefined {
  if (!PMID.test(uid) || record.error !== undefined) return undefined;
  const doi = articleId(record, 'doi');
  const pmcid = articleId(record, 'pmc');
  const validDoi = doi && DOI.test(doi) ? doi : undefined;
  const validPmcid = pmcid && PMCID.test(pmcid) ? pmcid : undefined;
  const names = listOf(record.authors)
    .map((author) => (isRecord(author) ? cleanText(textOf(author.name), 300) : ''))
    .filter(Boolean);
  const candidate: Article = {
    key: articleKey({ pmid: uid }) ?? '',
    pmid: uid,
    ...(validDoi ? { doi: validDoi } : {}),
    ...(validPmcid ? { pmcid: validPmcid } : {}),
    title: cleanText(textOf(record.title), 2000),
    ...authorsOf(names),
    journal: cleanText(textOf(record.fulljournalname) || textOf(record.source), 500),
    year: yearIn(textOf(record.pubdate)) ?? yearIn(textOf(record.sortpubdate)),
    types: articleTypesOf(listOf(record.pubtype).map((type) => textOf(type) ?? '')),
    // A copy in PubMed Central is free to read.
    freeFullText: validPmcid !== undefined,
    sources: ['pubmed'],
    links: {
      pubmed: pubmedLink(uid),
      europepmc: europePmcLink('MED', uid),
      ...(validDoi ? { doi: doiLink(validDoi) } : {}),
      ...(validPmcid ? { fullText: pmcLink(validPmcid) } : {}),
    },
  };
  if (!candidate.title) return undefined;
  const checked = article.safeParse(candidate);
  return checked.success ? checked.data : undefined;
}

/** ESummary (`retmode=json`): the records in `result.uids` order; unusable records are left out. */
export function parseEsummary(text: string): Article[] | null {
  const json = parseJson(text);
  if (!isRecord(json) || !isRecord(json.result) || !Array.isArray(json.result.uids)) return null;
  const result = json.result;
  return listOf(result.uids).flatMap((uid) => {
    const id = textOf(uid);
    const record = id === undefined ? undefined : result[id];
    const parsed = id && isRecord(record) ? pubmedArticle(id, record) : undefined;
    return parsed ? [parsed] : [];
  });
}

export interface AbstractSection {
  label: string | null;
  text: string;
}

/**
 * EFetch (`rettype=abstract&retmode=xml`): the abstract's parts with their `Label`, `[]` when
 * the article has none, `undefined` when PubMed has no such article, `null` when the answer is
 * not a PubmedArticleSet.
 */
export function parseEfetchAbstract(xml: string): AbstractSection[] | undefined | null {
  if (!/<PubmedArticleSet[\s>]/.test(xml) && !/<PubmedArticleSet\/>/.test(xml)) return null;
  const articleXml = /<PubmedArticle[\s>][\s\S]*?<\/PubmedArticle>/.exec(xml)?.[0];
  if (!articleXml) return undefined;
  const abstract = /<Abstract(?:\s[^>]*)?>([\s\S]*?)<\/Abstract>/.exec(articleXml)?.[1];
  if (!abstract) return [];
  const sections: AbstractSection[] = [];
  for (const match of abstract.matchAll(/<AbstractText(\s[^>]*)?>([\s\S]*?)<\/AbstractText>/g)) {
    const label = /\bLabel="([^"]*)"/.exec(match[1] ?? '')?.[1];
    const text = cleanText(match[2], 20_000);
    if (text) sections.push({ label: label ? decodeEntities(label).trim() || null : null, text });
  }
  return sections;
}
