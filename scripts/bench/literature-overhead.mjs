// Literature search through Praxis against the loopback stubs of PubMed and Europe PMC, for
// bench-knowledge.mjs: what the server adds to the outside services' time, and a repeated search.
//
// Praxis's own time is the answer's time outside the window in which the outside services work:
// from the first request reaching a stub (the stubs log each arrival on this process's clock) to
// the last one's answer (its arrival plus what the same request takes when the bench asks the
// stub itself). Inside that window, PubMed's rate limit deliberately spaces ESearch and ESummary:
// at most 3 requests a second without an NCBI key, a cap the configuration cannot raise (NCBI's
// etiquette), so ~333 ms of every uncached search is that spacing, reported on its own. The bench
// pauses past that spacing between searches, so no search waits for the one before.
import { setTimeout as sleep } from 'node:timers/promises';

const API = '/backend/api';
/** Longer than PubMed's 1/3 s spacing: the next search's ESearch never waits for the last. */
const PAUSE_MS = 400;

/** One GET or POST, timed to the last byte of the answer, on `performance.now()`'s clock. */
export async function timed(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.text();
  const ended = performance.now();
  return { ms: ended - started, started, ended, status: response.status, body };
}

/** Fixture words in every query (so the stubs answer full pages), made distinct by a number. */
const queryNumber = (i) =>
  i % 2 === 0
    ? `exposure response prevention OCD ${i}`
    : `behavioural activation depression trial ${i}`;

/** The stubs asked directly what the server asks them for a first page of 10 (5 from each). */
async function stubLegs(stubs, q) {
  const common = { db: 'pubmed', retmode: 'json', tool: 'praxis', email: 'bench@praxis.localhost' };
  const search = new URLSearchParams({ ...common, term: `(${q})`, retstart: '0', retmax: '5' });
  const found = await timed(`${stubs.pubmedUrl}/esearch.fcgi?${search}`);
  const ids = JSON.parse(found.body).esearchresult.idlist;
  const summary = new URLSearchParams({ ...common, id: ids.join(',') });
  const summarised = await timed(`${stubs.pubmedUrl}/esummary.fcgi?${summary}`);
  const query = new URLSearchParams({
    query: `(${q})`,
    resultType: 'lite',
    pageSize: '5',
    cursorMark: '*',
    format: 'json',
  });
  const europePmc = await timed(`${stubs.europePmcUrl}/search?${query}`);
  return { esearchMs: found.ms, esummaryMs: summarised.ms, europePmcMs: europePmc.ms };
}

const arrival = (stubs, service, path) =>
  stubs.requests.find((request) => request.service === service && request.path === path)?.at;

/** `count` distinct uncached searches; each sample's overhead, spacing and the stubs' own time. */
export async function literatureOverhead(origin, headers, stubs, count) {
  const search = (q) =>
    timed(`${origin}${API}/literature/search?q=${encodeURIComponent(q)}`, { headers });
  await search('exposure response prevention OCD warm-up');
  const samples = [];
  for (let i = 0; i < count; i += 1) {
    const q = queryNumber(i);
    const legs = await stubLegs(stubs, q);
    await sleep(PAUSE_MS);
    stubs.requests.length = 0;
    const answer = await search(q);
    const page = JSON.parse(answer.body);
    if (answer.status !== 200 || page.sources.some((source) => source.state !== 'ok')) {
      throw new Error(
        `literature search answered ${answer.status} ${JSON.stringify(page.sources)}`,
      );
    }
    const esearch = arrival(stubs, 'pubmed', '/esearch.fcgi');
    const esummary = arrival(stubs, 'pubmed', '/esummary.fcgi');
    const europePmc = arrival(stubs, 'europepmc', '/search');
    if ([esearch, esummary, europePmc].includes(undefined)) {
      throw new Error('the server did not ask both stubs as expected');
    }
    const first = Math.min(esearch, europePmc);
    const last = Math.max(esummary + legs.esummaryMs, europePmc + legs.europePmcMs);
    samples.push({
      praxisMs: answer.ms,
      overheadMs: first - answer.started + (answer.ended - last),
      spacingMs: esummary - esearch - legs.esearchMs,
      stubMs: Math.max(legs.esearchMs + legs.esummaryMs, legs.europePmcMs),
      articles: page.articles.length,
    });
    await sleep(PAUSE_MS);
  }
  return samples;
}

/** The same search `count` times once it is remembered: every outside answer from memory. */
export async function literatureCached(origin, headers, count) {
  const q = encodeURIComponent('exposure response prevention OCD');
  const url = `${origin}${API}/literature/search?q=${q}`;
  await timed(url, { headers });
  const samples = [];
  for (let i = 0; i < count; i += 1) samples.push((await timed(url, { headers })).ms);
  return samples;
}
