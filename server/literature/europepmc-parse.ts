import { article, type Article } from '../../common/contracts/literature.contract.ts';
import { articleTypesOf } from './article-types.ts';
import {
  articleKey,
  authorsOf,
  doiLink,
  europePmcLink,
  pmcLink,
  pubmedLink,
  webAddress,
} from './article-links.ts';
import {
  cleanText,
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
import type { AbstractSection } from './pubmed-parse.ts';

/** One Europe PMC search page: its records (with the abstract, for `resultType=core`). */
export interface EuropePmcPage {
  count: number;
  /** The position after this page; absent or equal to the one asked for: no more. */
  nextCursorMark: string | undefined;
  records: Fields[];
}

export function parseEuropePmcSearch(text: string): EuropePmcPage | null {
  const json = parseJson(text);
  if (!isRecord(json) || !isRecord(json.resultList)) return null;
  const count = Number(textOf(json.hitCount));
  if (!Array.isArray(json.resultList.result) || !Number.isInteger(count)) return null;
  const mark = textOf(json.nextCursorMark);
  return {
    count,
    nextCursorMark: mark && mark.length <= 400 ? mark : undefined,
    records: json.resultList.result.filter(isRecord),
  };
}

const SOURCE = /^[A-Z]{3}$/;
const RECORD_ID = /^[\w.-]{1,40}$/;
const yes = (value: unknown) => value === 'Y' || value === 'y';

/** `pubTypeList.pubType` (core) or `pubType` ("review; journal article", lite). */
function publicationTypes(record: Fields): string[] {
  const list = isRecord(record.pubTypeList) ? record.pubTypeList.pubType : undefined;
  if (Array.isArray(list)) return list.map((type) => textOf(type) ?? '');
  if (typeof list === 'string') return [list];
  return (textOf(record.pubType) ?? '').split(';');
}

/** "Foa EB, Yadin E, Lichner TK." as names. */
const authorNames = (authorString: string | undefined) =>
  (authorString ?? '')
    .split(',')
    .map((name) => cleanText(name.replace(/\.\s*$/, ''), 300))
    .filter(Boolean);

/** The first free full text the record links to (Europe PMC's own, else any free one). */
function freeTextLink(record: Fields): string | undefined {
  const list = isRecord(record.fullTextUrlList) ? listOf(record.fullTextUrlList.fullTextUrl) : [];
  const free = list.filter(
    (entry) =>
      isRecord(entry) && (entry.availabilityCode === 'OA' || entry.availabilityCode === 'F'),
  );
  for (const entry of free) {
    const url = isRecord(entry) ? webAddress(textOf(entry.url)) : undefined;
    if (url) return url;
  }
  return undefined;
}

/** One Europe PMC record as an article, or undefined when it is unusable. */
export function europePmcArticle(record: Fields): Article | undefined {
  const source = textOf(record.source);
  const id = textOf(record.id);
  if (!source || !SOURCE.test(source) || !id || !RECORD_ID.test(id)) return undefined;
  const pmid = textOf(record.pmid);
  const validPmid = pmid && PMID.test(pmid) ? pmid : undefined;
  const doi = textOf(record.doi)?.trim();
  const validDoi = doi && DOI.test(doi) ? doi : undefined;
  const pmcid = textOf(record.pmcid);
  const validPmcid = pmcid && PMCID.test(pmcid) ? pmcid : undefined;
  const freeFullText =
    yes(record.isOpenAccess) || yes(record.inEPMC) || yes(record.inPMC) || !!freeTextLink(record);
  const journalInfo = isRecord(record.journalInfo) ? record.journalInfo : {};
  const journal = isRecord(journalInfo.journal) ? textOf(journalInfo.journal.title) : undefined;
  const fullText =
    freeTextLink(record) ?? (validPmcid && freeFullText ? pmcLink(validPmcid) : undefined);
  const candidate: Article = {
    key: articleKey({ pmid: validPmid, doi: validDoi, epmc: { source, id } }) ?? '',
    ...(validPmid ? { pmid: validPmid } : {}),
    ...(validDoi ? { doi: validDoi } : {}),
    ...(validPmcid ? { pmcid: validPmcid } : {}),
    title: cleanText(textOf(record.title), 2000),
    ...authorsOf(authorNames(textOf(record.authorString))),
    journal: cleanText(textOf(record.journalTitle) ?? journal, 500),
    year: yearIn(textOf(record.pubYear)) ?? yearIn(textOf(record.firstPublicationDate)),
    types: articleTypesOf(publicationTypes(record)),
    freeFullText,
    sources: ['europepmc'],
    links: {
      ...(validPmid ? { pubmed: pubmedLink(validPmid) } : {}),
      europepmc: europePmcLink(source, id),
      ...(validDoi ? { doi: doiLink(validDoi) } : {}),
      ...(fullText ? { fullText } : {}),
    },
  };
  if (!candidate.title) return undefined;
  const checked = article.safeParse(candidate);
  return checked.success ? checked.data : undefined;
}

/**
 * Europe PMC's `abstractText` (core): HTML where a structured abstract's parts are headed
 * `<h4>Background</h4>`; one unlabelled part otherwise.
 */
export function europePmcAbstract(record: Fields): AbstractSection[] {
  const html = textOf(record.abstractText);
  if (!html) return [];
  const parts = html.split(/<h4>([\s\S]*?)<\/h4>/i);
  const sections: AbstractSection[] = [];
  const lead = cleanText(parts[0], 20_000);
  if (lead) sections.push({ label: null, text: lead });
  for (let index = 1; index < parts.length; index += 2) {
    const text = cleanText(parts[index + 1], 20_000);
    const label = cleanText(parts[index], 200).replace(/[:.]\s*$/, '');
    if (text) sections.push({ label: label || null, text });
  }
  return sections;
}
