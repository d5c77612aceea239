import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import {
  LITERATURE_PATHS,
  patientReadingListPath,
  readingListEntryPath,
  type Article,
  type ReadingListResponse,
  type SavedArticle,
} from '../../common/contracts/literature.contract.ts';
import { patientSubPath, type Patient } from '../../common/contracts/patients.contract.ts';
import {
  ada,
  callAs,
  expectUnchanged,
  registerPatient,
  trailOf,
} from '../patients/patient-records.test-kit.ts';
import { startLiteratureKit, type LiteratureKit } from './literature.test-kit.ts';

let kit: LiteratureKit;
let patient: Patient;
beforeAll(async () => {
  kit = await startLiteratureKit();
  patient = await registerPatient(kit, kit.founder);
});
afterAll(() => kit.close());

let serial = 0;
/** A valid article, each call another one. */
function anArticle(): Article {
  serial += 1;
  const pmid = String(38000000 + serial);
  return {
    key: `pmid:${pmid}`,
    pmid,
    title: `Exposure and response prevention, study ${serial}`,
    authors: ['Foa EB'],
    authorCount: 1,
    journal: 'J Anxiety Disord',
    year: 2020,
    types: ['rct'],
    freeFullText: false,
    sources: ['pubmed'],
    links: { pubmed: `https://pubmed.ncbi.nlm.nih.gov/${pmid}/` },
  };
}

type Saved = { saved: SavedArticle; message?: string };
const save = (who: LoginResponse, body: Record<string, unknown>) =>
  callAs<Saved>(kit, who, 'POST', LITERATURE_PATHS.readingList, body);
const clinicList = async (who: LoginResponse = kit.founder) =>
  (await callAs<ReadingListResponse>(kit, who, 'GET', LITERATURE_PATHS.readingList)).body.saved;
const patientList = (who: LoginResponse, id = patient.id) =>
  callAs<ReadingListResponse>(kit, who, 'GET', patientReadingListPath(id));

describe('the clinic’s reading list', () => {
  it('keeps an article a clinician saves, with the note and the saver’s name, for every member', async () => {
    const article = anArticle();
    const reply = await save(kit.founder, { article, note: '  For the team meeting  ' });
    expect(reply.status).toBe(201);
    expect(reply.body.saved).toMatchObject({
      patientId: null,
      article,
      note: 'For the team meeting',
      savedBy: { id: kit.founder.user.id, name: 'Ada Lovelace' },
    });
    expect((await clinicList(kit.staff)).map((entry) => entry.id)).toContain(reply.body.saved.id);
  });

  it('lets an owner save to it, and refuses the front desk (403), storing nothing', async () => {
    expect((await save(kit.ownerOnly, { article: anArticle() })).status).toBe(201);
    const refused = await expectUnchanged(clinicList, () =>
      save(kit.staff, { article: anArticle() }),
    );
    expect(refused.status).toBe(403);
  });

  it('refuses the same article twice on one list (409) but takes it on a patient’s', async () => {
    const article = anArticle();
    expect((await save(kit.founder, { article })).status).toBe(201);
    const again = await save(kit.colleague.login, { article, note: 'again' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already on this reading list/);
    expect((await save(kit.founder, { article, patientId: patient.id })).status).toBe(201);
  });

  it('shows another clinic only its own list', async () => {
    await save(kit.founder, { article: anArticle() });
    expect(await clinicList(kit.stranger)).toEqual([]);
  });

  it('refuses what is not an article or a note (400), storing nothing', async () => {
    const bad: Record<string, unknown>[] = [
      { article: { ...anArticle(), links: { pubmed: 'javascript:alert(1)' } } },
      { article: anArticle(), note: 'x'.repeat(2001) },
      { article: anArticle(), pinned: true },
      { article: { ...anArticle(), sources: [] } },
      { note: 'no article' },
    ];
    for (const body of bad) {
      const reply = await expectUnchanged(clinicList, () => save(kit.founder, body));
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(reply.body.message).toMatch(/^Invalid request body/);
    }
  });
});

describe('the links a reading list keeps (issue 31)', () => {
  it('refuses a PubMed, Europe PMC or DOI link off that service’s own https host (400), storing nothing', async () => {
    const offSource = [
      { pubmed: 'https://pubmed.evil.example/38000001/' },
      { pubmed: 'http://pubmed.ncbi.nlm.nih.gov/38000001/' },
      { europepmc: 'https://europepmc.org.evil.example/article/MED/1' },
      { doi: 'https://phishing.example/10.1000/x' },
    ];
    for (const links of offSource) {
      const reply = await expectUnchanged(clinicList, () =>
        save(kit.founder, { article: { ...anArticle(), links } }),
      );
      expect(reply.status, JSON.stringify(links)).toBe(400);
      expect(reply.body.message).toMatch(/must point at those services/);
    }
  });

  it('keeps a full text at PubMed Central, Europe PMC or doi.org and leaves out one elsewhere', async () => {
    const article = anArticle();
    const pmc = 'https://pmc.ncbi.nlm.nih.gov/articles/PMC123/';
    const kept = await save(kit.founder, {
      article: { ...article, links: { ...article.links, fullText: pmc } },
    });
    expect(kept.body.saved.article.links).toEqual({ ...article.links, fullText: pmc });
    const other = anArticle();
    const dropped = await save(kit.founder, {
      article: { ...other, links: { ...other.links, fullText: 'https://publisher.example/x' } },
    });
    expect(dropped.status).toBe(201);
    expect(dropped.body.saved.article.links).toEqual(other.links);
  });
});

describe('a patient’s reading list', () => {
  it('keeps what a care-team clinician saves, writes the change and audits each read', async () => {
    const fresh = await registerPatient(kit, kit.founder, { ...ada, familyName: 'Reader' });
    const article = anArticle();
    const saved = await save(kit.founder, { article, patientId: fresh.id, note: 'Read with her' });
    expect(saved.status).toBe(201);
    const read = await patientList(kit.founder, fresh.id);
    expect(read.status).toBe(200);
    expect(read.body.saved).toEqual([saved.body.saved]);
    expect(await trailOf(kit, fresh.id)).toEqual([
      [kit.founder.user.id, 'create'],
      [kit.founder.user.id, 'update'],
      [kit.founder.user.id, 'read-reading-list'],
    ]);
    // It is not on the clinic's list.
    expect((await clinicList()).map((entry) => entry.article.key)).not.toContain(article.key);
  });

  it('hides it from staff, an owner-only member, a clinician outside the care team and another clinic (404)', async () => {
    for (const who of [kit.staff, kit.ownerOnly, kit.colleague.login, kit.stranger]) {
      const reply = await patientList(who);
      expect(reply.status).toBe(404);
    }
    expect((await patientList(kit.founder, 'no-such-patient')).status).toBe(404);
  });

  it('refuses saving for a patient the caller may not write to: 404 off the caseload, 403 without the role', async () => {
    const read = async () => (await patientList(kit.founder)).body.saved;
    const cases: [LoginResponse, string, number][] = [
      [kit.colleague.login, patient.id, 404],
      [kit.stranger, patient.id, 404],
      [kit.founder, 'no-such-patient', 404],
      [kit.staff, patient.id, 403],
      [kit.ownerOnly, patient.id, 403],
    ];
    for (const [who, patientId, status] of cases) {
      const reply = await expectUnchanged(read, () =>
        save(who, { article: anArticle(), patientId }),
      );
      expect(reply.status).toBe(status);
    }
  });
});

describe('removing an entry', () => {
  it('lets the saver remove it, and an owner remove one from the clinic’s list', async () => {
    const mine = (await save(kit.colleague.login, { article: anArticle() })).body.saved;
    const theirs = (await save(kit.colleague.login, { article: anArticle() })).body.saved;
    const path = (entry: SavedArticle) => readingListEntryPath(entry.id);
    expect((await callAs(kit, kit.colleague.login, 'DELETE', path(mine))).status).toBe(204);
    expect((await callAs(kit, kit.ownerOnly, 'DELETE', path(theirs))).status).toBe(204);
    const ids = (await clinicList()).map((entry) => entry.id);
    expect(ids).not.toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
  });

  it('refuses a clinician removing another’s entry (403) and another clinic (404)', async () => {
    const entry = (await save(kit.founder, { article: anArticle() })).body.saved;
    const path = readingListEntryPath(entry.id);
    expect((await callAs(kit, kit.colleague.login, 'DELETE', path)).status).toBe(403);
    expect((await callAs(kit, kit.stranger, 'DELETE', path)).status).toBe(404);
    expect((await callAs(kit, kit.founder, 'DELETE', readingListEntryPath('nope'))).status).toBe(
      404,
    );
    expect((await clinicList()).map((e) => e.id)).toContain(entry.id);
  });

  it('lets only the saver on the care team remove a patient’s entry; others get 403 or 404', async () => {
    const fresh = await registerPatient(kit, kit.founder, { ...ada, familyName: 'Remove' });
    const team = patientSubPath(fresh.id, 'care-team');
    await callAs(kit, kit.staff, 'PUT', team, {
      memberIds: [kit.founder.user.id, kit.colleague.id],
    });
    const entry = (await save(kit.founder, { article: anArticle(), patientId: fresh.id })).body
      .saved;
    const path = readingListEntryPath(entry.id);
    expect((await callAs(kit, kit.colleague.login, 'DELETE', path)).status).toBe(403);
    expect((await callAs(kit, kit.ownerOnly, 'DELETE', path)).status).toBe(404);
    expect((await callAs(kit, kit.staff, 'DELETE', path)).status).toBe(404);
    expect((await callAs(kit, kit.founder, 'DELETE', path)).status).toBe(204);
    expect((await patientList(kit.founder, fresh.id)).body.saved).toEqual([]);
    expect((await trailOf(kit, fresh.id)).filter(([, action]) => action === 'update')).toHaveLength(
      3, // the care team, the save, the removal
    );
  });
});
