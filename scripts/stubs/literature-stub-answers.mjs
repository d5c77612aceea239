// The recorded answers the literature stubs serve, read from ./fixtures (written to the
// published formats of NCBI E-utilities and Europe PMC's REST search) and cut to each request:
// a page of ESearch ids, the ESummary records asked for, the EFetch articles asked for, a page
// of Europe PMC results by cursor. Filters in the query (years, publication types, free full
// text) are honoured, so a filtered search shows fewer, fitting results.
import { readFileSync } from 'node:fs';

const FIXTURES = new URL('./fixtures/', import.meta.url);
const read = (name) => readFileSync(new URL(name, FIXTURES), 'utf8');

/** @typedef {{ name: string, words: string[], summaries: Record<string, any>[], articles: Map<string, string>, europePmc: Record<string, any>[] }} FixtureSet */

/** @returns {FixtureSet[]} */
function loadSets() {
  const { sets } = JSON.parse(read('queries.json'));
  return sets.map(({ name, words }) => {
    const summary = JSON.parse(read(`${name}.esummary.json`)).result;
    const xml = read(`${name}.efetch.xml`);
    const articles = new Map();
    for (const block of xml.match(/<PubmedArticle>[\s\S]*?<\/PubmedArticle>/g) ?? []) {
      const pmid = /<PMID[^>]*>(\d+)<\/PMID>/.exec(block)?.[1];
      if (pmid) articles.set(pmid, block);
    }
    return {
      name,
      words,
      summaries: summary.uids.map((uid) => summary[uid]),
      articles,
      europePmc: JSON.parse(read(`${name}.europepmc-core.json`)).resultList.result,
    };
  });
}

const SETS = loadSets();

/** The fixture set whose words are all in the query text; none for an unknown query. */
const setFor = (text) =>
  SETS.find((set) => set.words.every((word) => text.toLowerCase().includes(word)));

const yearOf = (text) => Number(/\b(\d{4})\b/.exec(text ?? '')?.[1] ?? 0);

/** Filters as PubMed writes them: `("2015"[dp] : "2020"[dp])`, `x[pt]`, `free full text[sb]`. */
function pubmedFilter(term) {
  const years = /\("(\d{4})"\[dp\] : "(\d{4})"\[dp\]\)/.exec(term);
  const types = [...term.matchAll(/([a-z][a-z -]*)\[pt\]/gi)].map((m) =>
    m[1]
      .replace(/^.*\b(?:OR|AND)\s+/, '')
      .trim()
      .toLowerCase(),
  );
  const free = term.includes('free full text[sb]');
  return (record) => {
    const year = yearOf(record.pubdate);
    if (years && (year < Number(years[1]) || year > Number(years[2]))) return false;
    const own = record.pubtype.map((type) => type.toLowerCase());
    if (types.length && !types.some((type) => own.includes(type))) return false;
    return !free || record.articleids.some((id) => id.idtype === 'pmc');
  };
}

/** Filters as Europe PMC writes them: `PUB_YEAR:[a TO b]`, `PUB_TYPE:"x"`, `OPEN_ACCESS:y`. */
function europePmcFilter(query) {
  const years = /PUB_YEAR:\[(\d{4}) TO (\d{4})\]/.exec(query);
  const types = [...query.matchAll(/PUB_TYPE:"([^"]+)"/g)].map((m) => m[1].toLowerCase());
  const open = query.includes('OPEN_ACCESS:y');
  return (record) => {
    const year = Number(record.pubYear);
    if (years && (year < Number(years[1]) || year > Number(years[2]))) return false;
    const own = record.pubTypeList.pubType.map((type) => type.toLowerCase());
    if (types.length && !types.some((type) => own.includes(type))) return false;
    return !open || record.isOpenAccess === 'Y';
  };
}

/** ESearch, `retmode=json`. */
export function esearch(params) {
  const term = params.term ?? '';
  const matches = (setFor(term)?.summaries ?? []).filter(pubmedFilter(term));
  const start = Number(params.retstart ?? 0);
  const max = Number(params.retmax ?? 20);
  return {
    header: { type: 'esearch', version: '0.3' },
    esearchresult: {
      count: String(matches.length),
      retmax: String(Math.min(max, Math.max(0, matches.length - start))),
      retstart: String(start),
      idlist: matches.slice(start, start + max).map((record) => record.uid),
      translationset: [],
      querytranslation: term,
    },
  };
}

/** ESummary, `retmode=json`: each id's record, or the error record PubMed gives an unknown id. */
export function esummary(params) {
  const ids = (params.id ?? '').split(',').filter(Boolean);
  const all = SETS.flatMap((set) => set.summaries);
  const result = { uids: ids };
  for (const id of ids) {
    result[id] = all.find((record) => record.uid === id) ?? {
      uid: id,
      error: 'cannot get document summary',
    };
  }
  return { header: { type: 'esummary', version: '0.3' }, result };
}

/** EFetch, `rettype=abstract&retmode=xml`: the PubmedArticleSet of the ids it knows. */
export function efetch(params) {
  const ids = (params.id ?? '').split(',').filter(Boolean);
  const blocks = ids.flatMap((id) => SETS.map((set) => set.articles.get(id)).filter(Boolean));
  return `<?xml version="1.0" ?>\n<PubmedArticleSet>\n${blocks.join('\n')}\n</PubmedArticleSet>\n`;
}

/** A `resultType=lite` record: core's fields that lite carries, `pubType` as one string. */
function lite(record) {
  const copy = {
    ...record,
    journalTitle: record.journalInfo?.journal?.title,
    pubType: record.pubTypeList.pubType.join('; '),
  };
  for (const core of [
    'abstractText',
    'authorList',
    'journalInfo',
    'pubTypeList',
    'fullTextUrlList',
  ]) {
    delete copy[core];
  }
  return copy;
}

/** The records one query names by identifier (`EXT_ID:… AND SRC:…`, `DOI:"…"`), if it does. */
function byIdentifier(query) {
  const all = SETS.flatMap((set) => set.europePmc);
  const ext = /^EXT_ID:(\S+) AND SRC:(\w+)$/.exec(query);
  if (ext) return all.filter((record) => record.id === ext[1] && record.source === ext[2]);
  const doi = /^DOI:"([^"]+)"$/.exec(query);
  if (doi) return all.filter((r) => r.doi?.toLowerCase() === doi[1].toLowerCase());
  return undefined;
}

const markOf = (offset) => Buffer.from(`fixture:${offset}`).toString('base64url');
const offsetOf = (mark) =>
  mark === '*' ? 0 : Number(/^fixture:(\d+)$/.exec(Buffer.from(mark, 'base64url').toString())?.[1]);

/** Europe PMC `/search?format=json`: a page by `cursorMark`, lite or core. */
export function europePmcSearch(params) {
  const query = params.query ?? '';
  const matches =
    byIdentifier(query) ?? (setFor(query)?.europePmc ?? []).filter(europePmcFilter(query));
  const size = Number(params.pageSize ?? 25);
  const mark = params.cursorMark ?? '*';
  const start = offsetOf(mark);
  if (!Number.isInteger(start))
    return { status: 400, body: { errCode: 400, errMsg: 'bad cursorMark' } };
  const page = matches.slice(start, start + size);
  const end = start + page.length;
  return {
    status: 200,
    body: {
      version: '6.9',
      hitCount: matches.length,
      nextCursorMark: end < matches.length ? markOf(end) : mark,
      request: {
        queryString: query,
        resultType: params.resultType ?? 'lite',
        cursorMark: mark,
        pageSize: size,
        sort: '',
        synonym: false,
      },
      resultList: { result: params.resultType === 'core' ? page : page.map(lite) },
    },
  };
}
