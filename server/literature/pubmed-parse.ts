import { XMLParser } from 'fast-xml-parser';
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
  DOI,
  isRecord,
  listOf,
  parseJson,
  PMCID,
  plainText,
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
 * EFetch's XML as fast-xml-parser reads it in document order: each node is `{ [tag]: children,
 * ':@': attributes }` or `{ '#text': text }`, entities decoded; a DOCTYPE's own entities are not
 * expanded.
 */
const efetchReader = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  htmlEntities: true,
});

interface XmlElement {
  children: unknown[];
  attributes: Fields;
}

/** The elements named `tag` among `nodes`, in order. */
function elementsNamed(nodes: unknown, tag: string): XmlElement[] {
  return listOf(nodes).flatMap((node) =>
    isRecord(node) && Array.isArray(node[tag])
      ? [{ children: node[tag], attributes: isRecord(node[':@']) ? node[':@'] : {} }]
      : [],
  );
}

/** The first element named `tag` at any depth under `nodes`, depth first. */
function firstDescendant(nodes: unknown, tag: string): XmlElement | undefined {
  for (const node of listOf(nodes)) {
    if (!isRecord(node)) continue;
    const [here] = elementsNamed([node], tag);
    if (here) return here;
    for (const [key, children] of Object.entries(node)) {
      const found = key === ':@' ? undefined : firstDescendant(children, tag);
      if (found) return found;
    }
  }
  return undefined;
}

/** The text under `nodes`, markup such as `<sup>` and `<i>` dropped. */
function textUnder(nodes: unknown): string {
  return listOf(nodes)
    .map((node) => {
      if (!isRecord(node)) return '';
      if (typeof node['#text'] === 'string') return node['#text'];
      return Object.entries(node)
        .map(([key, children]) => (key === ':@' ? '' : textUnder(children)))
        .join('');
    })
    .join('');
}

function readXml(xml: string): unknown {
  try {
    return efetchReader.parse(xml);
  } catch {
    return undefined;
  }
}

/**
 * EFetch (`rettype=abstract&retmode=xml`): the abstract's parts with their `Label`, `[]` when
 * the article has none, `undefined` when PubMed has no such article, `null` when the answer is
 * not a PubmedArticleSet.
 */
export function parseEfetchAbstract(xml: string): AbstractSection[] | undefined | null {
  const [set] = elementsNamed(readXml(xml), 'PubmedArticleSet');
  if (!set) return null;
  const [pubmedArticle] = elementsNamed(set.children, 'PubmedArticle');
  if (!pubmedArticle) return undefined;
  const abstract = firstDescendant(pubmedArticle.children, 'Abstract');
  return elementsNamed(abstract?.children, 'AbstractText').flatMap(({ children, attributes }) => {
    const text = plainText(textUnder(children), 20_000);
    const label = plainText(textOf(attributes.Label), 200) || null;
    return text ? [{ label, text }] : [];
  });
}
