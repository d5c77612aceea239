import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENT_TEXT_PATHS,
  consentTextPath,
  consentTextVersionsPath,
  type ConsentText,
  type ConsentTextsResponse,
} from '../../common/contracts/consent-texts.contract.ts';
import {
  callAs,
  expectUnchanged,
  startClinicKit,
  type ClinicKit,
} from '../patients/patient-records.test-kit.ts';
import { textSha256 } from './consent-texts.repository.ts';

let kit: ClinicKit;

beforeAll(async () => {
  kit = await startClinicKit();
});
afterAll(() => kit.server.close());

const treatment = {
  kind: 'treatment',
  title: 'Consent to treatment',
  body: 'I agree to psychotherapy with the clinic. I may stop at any time.',
};

const currentTexts = async (who = kit.founder) =>
  (await callAs<ConsentTextsResponse>(kit, who, 'GET', CONSENT_TEXT_PATHS.texts)).body.texts;

describe("the clinic's consent texts", () => {
  it('makes a new version at each owner edit, keeps the old one unchanged, and shows each kind’s current one', async () => {
    const first = await callAs<{ text: ConsentText }>(
      kit,
      kit.founder,
      'POST',
      CONSENT_TEXT_PATHS.texts,
      treatment,
    );
    expect(first.status).toBe(201);
    expect(first.body.text).toMatchObject({
      kind: 'treatment',
      version: 1,
      body: treatment.body,
      sha256: textSha256(treatment.body),
      createdBy: { id: kit.founder.user.id, name: 'Ada Lovelace' },
    });
    kit.server.advance(60_000);
    const edited = { ...treatment, body: `${treatment.body} Sessions last 50 minutes.` };
    const second = await callAs<{ text: ConsentText }>(
      kit,
      kit.ownerOnly,
      'POST',
      CONSENT_TEXT_PATHS.texts,
      edited,
    );
    expect(second.body.text).toMatchObject({ version: 2, sha256: textSha256(edited.body) });
    await callAs(kit, kit.founder, 'POST', CONSENT_TEXT_PATHS.texts, {
      kind: 'telehealth',
      title: 'Telehealth',
      body: 'Video sessions are not recorded.',
    });

    const current = await currentTexts(kit.staff);
    expect(current.map((t) => [t.kind, t.version])).toEqual([
      ['telehealth', 1],
      ['treatment', 2],
    ]);
    const old = await callAs<{ text: ConsentText }>(
      kit,
      kit.colleague.login,
      'GET',
      consentTextPath(first.body.text.id),
    );
    expect(old.body.text).toEqual(first.body.text);
  });

  it('refuses an edit from a member who is not an owner, and stores nothing', async () => {
    for (const who of [kit.staff, kit.colleague.login]) {
      const reply = await expectUnchanged(currentTexts, () =>
        callAs(kit, who, 'POST', CONSENT_TEXT_PATHS.texts, { ...treatment, body: 'Changed.' }),
      );
      expect(reply.status).toBe(403);
    }
  });

  it('refuses an empty text, a kind that is not signed online and unknown fields (400), storing nothing', async () => {
    for (const body of [
      { ...treatment, body: '   ' },
      { ...treatment, title: '' },
      { ...treatment, kind: 'contact' },
      { ...treatment, version: 7 },
    ]) {
      const reply = await expectUnchanged(currentTexts, () =>
        callAs(kit, kit.founder, 'POST', CONSENT_TEXT_PATHS.texts, body),
      );
      expect(reply.status).toBe(400);
    }
  });

  it('keeps each clinic’s texts to itself: another clinic sees none and cannot open one by id', async () => {
    const [text] = await currentTexts();
    expect(await currentTexts(kit.stranger)).toEqual([]);
    const reply = await callAs(kit, kit.stranger, 'GET', consentTextPath(text!.id));
    expect(reply.status).toBe(404);
  });

  it('lists every version of a kind newest first, unchanged, to every member of the clinic only', async () => {
    const versions = async (who = kit.founder, kind = 'treatment') =>
      callAs<ConsentTextsResponse>(kit, who, 'GET', consentTextVersionsPath(kind));
    const forStaff = await versions(kit.staff);
    expect(forStaff.status).toBe(200);
    expect(forStaff.body.texts.map((t) => t.version)).toEqual([2, 1]);
    expect(forStaff.body.texts[1]!.body).toBe(treatment.body);
    expect((await versions(kit.stranger)).body.texts).toEqual([]);
    expect((await versions(kit.founder, 'contact')).status).toBe(400);
  });
});
