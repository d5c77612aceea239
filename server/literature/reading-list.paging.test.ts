import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LITERATURE_PATHS,
  READING_LIST_PAGE_DEFAULT,
  READING_LIST_PAGE_MAX,
  patientReadingListPath,
  readingListResponse,
  type Article,
} from '../../common/contracts/literature.contract.ts';
import { walkPages } from '../../common/contracts/paging.test-kit.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import { callAs, registerPatient } from '../patients/patient-records.test-kit.ts';
import { startLiteratureKit, type LiteratureKit } from './literature.test-kit.ts';

let kit: LiteratureKit;
let patient: Patient;
let path: string;
/** More entries than one page at the cap holds. */
const ENTRIES = READING_LIST_PAGE_MAX + 5;

const anArticle = (n: number): Article => {
  const pmid = String(39000000 + n);
  return {
    key: `pmid:${pmid}`,
    pmid,
    title: `Paged reading, study ${n}`,
    authors: ['Foa EB'],
    authorCount: 1,
    journal: 'J Anxiety Disord',
    year: 2020,
    types: ['rct'],
    freeFullText: false,
    sources: ['pubmed'],
    links: { pubmed: `https://pubmed.ncbi.nlm.nih.gov/${pmid}/` },
  };
};

beforeAll(async () => {
  kit = await startLiteratureKit();
  patient = await registerPatient(kit, kit.founder);
  path = patientReadingListPath(patient.id);
  for (let n = 0; n < ENTRIES; n += 1) {
    const saved = await callAs(kit, kit.founder, 'POST', LITERATURE_PATHS.readingList, {
      article: anArticle(n),
      patientId: patient.id,
    });
    expect(saved.status).toBe(201);
  }
  // A hundred saves over HTTP take a while on a loaded machine.
}, 300_000);
afterAll(() => kit.close());

const page = async (query: string) => {
  const reply = await callAs(kit, kit.founder, 'GET', `${path}${query}`);
  expect(reply.status).toBe(200);
  return readingListResponse.parse(reply.body);
};

describe('a patient’s reading list, paged (issue 31)', () => {
  it('answers the newest page of the default size with a cursor naming no title', async () => {
    const first = await page('');
    expect(first.saved).toHaveLength(READING_LIST_PAGE_DEFAULT);
    expect(first.nextCursor).toBe(first.saved.at(-1)?.id);
    expect(first.nextCursor).not.toContain('Paged');
  });

  it('gives every entry exactly once, newest first, over the pages at the cap', async () => {
    const { items, pages } = await walkPages(page, READING_LIST_PAGE_MAX, (p) => p.saved);
    const seen = items.map((entry) => entry.id);
    const times = items.map((entry) => entry.savedAt);
    expect(pages).toBe(2);
    expect(seen).toHaveLength(ENTRIES);
    expect(new Set(seen).size).toBe(ENTRIES);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses a limit over the cap and a cursor of another list (400)', async () => {
    const over = await callAs(
      kit,
      kit.founder,
      'GET',
      `${path}?limit=${READING_LIST_PAGE_MAX + 1}`,
    );
    expect(over.status).toBe(400);
    const { nextCursor } = await page('');
    const elsewhere = await callAs(
      kit,
      kit.founder,
      'GET',
      `${LITERATURE_PATHS.readingList}?cursor=${nextCursor ?? ''}`,
    );
    expect(elsewhere.status).toBe(400);
    const clinicOver = `${LITERATURE_PATHS.readingList}?limit=${READING_LIST_PAGE_MAX + 1}`;
    expect((await callAs(kit, kit.founder, 'GET', clinicOver)).status).toBe(400);
  });

  it('still hides it from staff, a clinician outside the care team and another clinic (404)', async () => {
    const { nextCursor } = await page('');
    for (const who of [kit.staff, kit.colleague.login, kit.stranger]) {
      expect((await callAs(kit, who, 'GET', path)).status).toBe(404);
      expect((await callAs(kit, who, 'GET', `${path}?cursor=${nextCursor ?? ''}`)).status).toBe(
        404,
      );
    }
  });
});
