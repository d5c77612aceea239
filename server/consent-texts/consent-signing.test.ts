import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENT_TEXT_PATHS,
  consentSignatureInput,
  type ConsentSignatureInput,
  type ConsentText,
} from '../../common/contracts/consent-texts.contract.ts';
import {
  patientSubPath,
  type ConsentListResponse,
  type Patient,
} from '../../common/contracts/patients.contract.ts';
import { tenantDb, type TenantDb } from '../db/tenant-db.ts';
import { fhirErrors, getFhir, type FhirJson } from '../fhir/fhir.test-kit.ts';
import { TEXT_SHA256_EXTENSION } from '../fhir/consent.map.ts';
import {
  callAs,
  expectUnchanged,
  registerPatient,
  startClinicKit,
  type ClinicKit,
} from '../patients/patient-records.test-kit.ts';
import { patientConsents, signConsentOnline } from './consent-signing.ts';
import { textSha256 } from './consent-texts.repository.ts';

let kit: ClinicKit;
let clinic: TenantDb;
let patient: Patient;

beforeAll(async () => {
  kit = await startClinicKit();
  clinic = tenantDb(kit.server.server.ctx.db, kit.founder.user.tenantId);
  patient = await registerPatient(kit, kit.founder);
});
afterAll(() => kit.server.close());

const publish = async (kind: string, body: string, who = kit.founder) => {
  const reply = await callAs<{ text: ConsentText }>(kit, who, 'POST', CONSENT_TEXT_PATHS.texts, {
    kind,
    title: `Consent (${kind})`,
    body,
  });
  expect(reply.status).toBe(201);
  return reply.body.text;
};

const shown = (text: ConsentText, signedName = 'Ada Lovelace'): ConsentSignatureInput => ({
  textId: text.id,
  shownSha256: text.sha256,
  signedName,
});

const chartConsents = async (id = patient.id) =>
  (await callAs<ConsentListResponse>(kit, kit.founder, 'GET', patientSubPath(id, 'consents'))).body;

describe('a consent signed online by the patient', () => {
  it('is stored as the chart’s consent: granted, signed online by the patient, with the version and the hash of the text shown', async () => {
    const text = await publish('telehealth', 'Video sessions are private and never recorded.');
    const result = await signConsentOnline(clinic, {
      patientId: patient.id,
      input: shown(text),
      now: kit.server.now(),
    });
    expect(result).toHaveProperty('signed');
    const { current } = await chartConsents();
    const consent = current.find((c) => c.kind === 'telehealth');
    expect(consent).toMatchObject({
      status: 'granted',
      recordedBy: null,
      signedOnline: {
        name: 'Ada Lovelace',
        textId: text.id,
        version: 1,
        textSha256: textSha256('Video sessions are private and never recorded.'),
      },
    });
    expect(consent?.effectiveDate).toBe(kit.server.now().toISOString().slice(0, 10));
  });

  it('is refused as "text changed", storing nothing, when the kind got a new version after it was shown', async () => {
    const first = await publish(
      'release-of-information',
      'I allow the clinic to send my GP a letter.',
    );
    kit.server.advance(1_000);
    await publish('release-of-information', 'I allow the clinic to send my GP letters and notes.');
    const result = await expectUnchanged(chartConsents, () =>
      signConsentOnline(clinic, {
        patientId: patient.id,
        input: shown(first),
        now: kit.server.now(),
      }),
    );
    expect(result).toEqual({ refused: 'text-changed' });
  });

  it('is refused as "text changed", storing nothing, when the hash the client showed is not the text’s', async () => {
    const text = await publish('recording-ai', 'Sessions may be recorded to draft notes.');
    const result = await expectUnchanged(chartConsents, () =>
      signConsentOnline(clinic, {
        patientId: patient.id,
        input: { ...shown(text), shownSha256: textSha256('Some other text') },
        now: kit.server.now(),
      }),
    );
    expect(result).toEqual({ refused: 'text-changed' });
  });

  it('is refused as an unknown text when the version is another clinic’s', async () => {
    const strangers = tenantDb(kit.server.server.ctx.db, kit.stranger.user.tenantId);
    const theirs = await callAs<{ text: ConsentText }>(
      kit,
      kit.stranger,
      'POST',
      CONSENT_TEXT_PATHS.texts,
      { kind: 'treatment', title: 'Theirs', body: 'Another clinic’s consent.' },
    );
    const result = await expectUnchanged(chartConsents, () =>
      signConsentOnline(clinic, {
        patientId: patient.id,
        input: shown(theirs.body.text),
        now: kit.server.now(),
      }),
    );
    expect(result).toEqual({ refused: 'unknown-text' });
    expect(await strangers.selectFrom('consents').select('id').execute()).toEqual([]);
  });

  it('needs a typed name: an empty or blank one is refused by the contract (the route’s 400)', () => {
    for (const signedName of ['', '   ']) {
      const parsed = consentSignatureInput.safeParse({
        textId: 'x',
        shownSha256: 'a'.repeat(64),
        signedName,
      });
      expect(parsed.success).toBe(false);
    }
    expect(
      consentSignatureInput.safeParse({ textId: 'x', shownSha256: 'nothex', signedName: 'A' })
        .success,
    ).toBe(false);
  });

  it('is shown to the patient as to sign, then signed; a new version asks for a signature again', async () => {
    const fresh = await registerPatient(kit, kit.founder, {
      familyName: 'Seacole',
      givenName: 'Mary',
      birthDate: '1980-11-23',
    });
    const text = await publish('portal', 'I will use the portal for my own care only.');
    const state = async () =>
      (await patientConsents(clinic, fresh.id)).find((c) => c.text.kind === 'portal');
    expect((await state())?.state).toBe('to-sign');
    await signConsentOnline(clinic, {
      patientId: fresh.id,
      input: shown(text, 'Mary Seacole'),
      now: kit.server.now(),
    });
    expect(await state()).toMatchObject({
      state: 'signed',
      signed: { name: 'Mary Seacole', version: 1 },
    });
    kit.server.advance(1_000);
    await publish('portal', 'I will use the portal for my own care only, on my own device.');
    expect((await state())?.state).toBe('to-sign');
  });

  it('is a FHIR Consent whose sourceAttachment is the text signed (its SHA-256 alongside) and whose verification names the patient', async () => {
    const text = await publish('treatment', 'I agree to weekly psychotherapy.');
    const result = await signConsentOnline(clinic, {
      patientId: patient.id,
      input: shown(text),
      now: kit.server.now(),
    });
    if (!('signed' in result)) throw new Error('not signed');
    const reply = await getFhir(
      kit.server,
      `Consent/${result.signed.id}`,
      kit.founder.access_token,
    );
    expect(reply.status).toBe(200);
    const resource = reply.body as FhirJson & {
      sourceAttachment: { data: string; title: string; extension: { valueString: string }[] };
      verification: { verified: boolean; verifiedWith: { reference: string } }[];
    };
    expect(Buffer.from(resource.sourceAttachment.data, 'base64').toString('utf8')).toBe(
      'I agree to weekly psychotherapy.',
    );
    expect(resource.sourceAttachment.title).toBe('Consent (treatment) (version 1)');
    expect(resource.sourceAttachment).toMatchObject({
      extension: [{ url: TEXT_SHA256_EXTENSION, valueString: text.sha256 }],
    });
    expect(resource.verification).toEqual([
      expect.objectContaining({
        verified: true,
        verifiedWith: { reference: `Patient/${patient.id}` },
      }),
    ]);
    expect(fhirErrors(resource)).toEqual([]);
  });
});
