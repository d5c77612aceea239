import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import type { Article, SavedArticle } from '../../common/contracts/literature.contract.ts';
import { LITERATURE_PATHS } from '../../common/contracts/literature.contract.ts';
import type { Note } from '../../common/contracts/notes.contract.ts';
import {
  SHARE_MESSAGES,
  SHARES_PAGE_DEFAULT,
  patientSharePath,
  patientSharesPath,
  type Share,
  type SharesResponse,
} from '../../common/contracts/patient-shares.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import { tenantDb, type TenantDb } from '../db/tenant-db.ts';
import {
  call,
  patientWithSession,
  signNote,
  startNote,
  startNotesClinic,
  trailActions,
  type NotesClinic,
} from '../notes/notes.test-kit.ts';
import { sharesForPatient } from './patient-shares.repository.ts';

let kit: NotesClinic;
let clinic: TenantDb;
let patient: Patient;
let signed: Note;
let draft: Note;

const handout = {
  kind: 'handout',
  title: 'Sleep hygiene',
  body: 'Go to bed at the same time every night.',
};

const article: Article = {
  key: 'pmid:38000001',
  pmid: '38000001',
  title: 'Behavioural activation for depression',
  authors: ['Dimidjian S'],
  authorCount: 1,
  journal: 'J Consult Clin Psychol',
  year: 2006,
  types: ['rct'],
  freeFullText: false,
  sources: ['pubmed'],
  links: { pubmed: 'https://pubmed.ncbi.nlm.nih.gov/38000001/' },
};

const setNoteSharing = async (on: boolean) => {
  const reply = await call(kit, kit.founder, 'PATCH', '/clinic', {
    body: { settings: { shareSignedNotes: on } },
  });
  expect(reply.status).toBe(200);
};
const share = (who: LoginResponse, body: unknown, id = patient.id) =>
  call<{ share: Share; message?: string }>(kit, who, 'POST', patientSharesPath(id), { body });
const chartList = async (id = patient.id) =>
  (await call<SharesResponse>(kit, kit.founder, 'GET', patientSharesPath(id))).body.shares;
const portalList = async (notesAllowed: boolean) =>
  (await sharesForPatient(clinic, patient.id, { limit: SHARES_PAGE_DEFAULT }, notesAllowed))!
    .shares;

beforeAll(async () => {
  kit = await startNotesClinic();
  clinic = tenantDb(kit.server.server.ctx.db, kit.founder.user.tenantId);
  const first = await patientWithSession(kit);
  patient = first.patient;
  signed = await signNote(kit, await startNote(kit, first.session));
  const second = await patientWithSession(kit, 'finished', patient);
  draft = await startNote(kit, second.session);
});
afterAll(() => kit.server.close());

describe('sharing with the patient from the chart', () => {
  it('shares a handout the patient then sees, newest first; unsharing removes it at once', async () => {
    const first = await share(kit.colleague, handout);
    expect(first.status).toBe(201);
    expect(first.body.share).toMatchObject({
      kind: 'handout',
      title: 'Sleep hygiene',
      body: handout.body,
      sharedBy: { id: kit.colleague.user.id },
    });
    kit.server.advance(1_000);
    await share(kit.founder, { ...handout, title: 'Breathing exercise' });
    expect((await chartList()).map((s) => s.title)).toEqual([
      'Breathing exercise',
      'Sleep hygiene',
    ]);
    expect((await portalList(false)).map((s) => s.title)).toEqual([
      'Breathing exercise',
      'Sleep hygiene',
    ]);

    const removed = await call(
      kit,
      kit.founder,
      'DELETE',
      patientSharePath(patient.id, first.body.share.id),
    );
    expect(removed.status).toBe(204);
    expect((await portalList(false)).map((s) => s.title)).toEqual(['Breathing exercise']);
    const again = await call(
      kit,
      kit.founder,
      'DELETE',
      patientSharePath(patient.id, first.body.share.id),
    );
    expect(again.status).toBe(404);
  });

  it('shares an article of the patient’s reading list, but not one of another patient’s', async () => {
    const saved = await call<{ saved: SavedArticle }>(
      kit,
      kit.founder,
      'POST',
      LITERATURE_PATHS.readingList,
      { body: { article, patientId: patient.id } },
    );
    expect(saved.status).toBe(201);
    const reply = await share(kit.founder, {
      kind: 'article',
      savedArticleId: saved.body.saved.id,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.share).toMatchObject({ kind: 'article', title: article.title, article });

    const { patient: other } = await patientWithSession(kit);
    const theirs = await call<{ saved: SavedArticle }>(
      kit,
      kit.founder,
      'POST',
      LITERATURE_PATHS.readingList,
      { body: { article: { ...article, key: 'pmid:1', pmid: '1' }, patientId: other.id } },
    );
    const before = await chartList();
    const refused = await share(kit.founder, {
      kind: 'article',
      savedArticleId: theirs.body.saved.id,
    });
    expect(refused.status).toBe(404);
    expect(await chartList()).toEqual(before);
  });

  it('refuses a note while the clinic does not share notes, and a note that is not signed', async () => {
    const before = await chartList();
    const off = await share(kit.founder, { kind: 'note', noteId: signed.id });
    expect(off.status).toBe(409);
    expect(off.body.message).toBe(SHARE_MESSAGES.notesOff);
    await setNoteSharing(true);
    const unsigned = await share(kit.founder, { kind: 'note', noteId: draft.id });
    expect(unsigned.status).toBe(409);
    expect(unsigned.body.message).toBe(SHARE_MESSAGES.noteNotSigned);
    expect(await chartList()).toEqual(before);
  });

  it('shows a shared signed note to the patient read-only, whole, only while the clinic allows sharing notes', async () => {
    await setNoteSharing(true);
    const reply = await share(kit.founder, { kind: 'note', noteId: signed.id });
    expect(reply.status).toBe(201);
    const twice = await share(kit.founder, { kind: 'note', noteId: signed.id });
    expect(twice.status).toBe(409);

    const seen = (await portalList(true)).find((s) => s.kind === 'note');
    expect(seen?.note).toMatchObject({
      id: signed.id,
      format: 'soap',
      sections: signed.content.sections,
      signedAt: signed.signature?.signedAt,
    });
    expect(seen?.note).not.toHaveProperty('fields');
    expect((await portalList(false)).some((s) => s.kind === 'note')).toBe(false);
    await setNoteSharing(false);
  });

  it('is open to the care team’s clinicians only: front desk, an owner alone, a clinician off the care team and another clinic get 404 and change nothing', async () => {
    const before = await chartList();
    const [one] = before;
    for (const who of [kit.staff, kit.ownerOnly, kit.outsider, kit.other]) {
      const list = await call(kit, who, 'GET', patientSharesPath(patient.id));
      const add = await share(who, handout);
      const remove = await call(kit, who, 'DELETE', patientSharePath(patient.id, one!.id));
      expect([list.status, add.status, remove.status]).toEqual([404, 404, 404]);
    }
    expect(await chartList()).toEqual(before);
  });

  it('refuses a handout without text, an unknown kind and unknown fields (400)', async () => {
    const before = await chartList();
    for (const body of [
      { ...handout, body: '  ' },
      { ...handout, kind: 'intake' },
      { ...handout, extra: 1 },
      { kind: 'note' },
    ]) {
      expect((await share(kit.founder, body)).status).toBe(400);
    }
    expect(await chartList()).toEqual(before);
  });

  it('puts the chart’s listing of shares on the access trail', async () => {
    await chartList();
    expect(await trailActions(kit, patient.id, kit.founder.user.id)).toContain('read-shares');
  });
});
