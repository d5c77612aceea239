import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENT_SIGNING_MESSAGES,
  CONSENT_TEXT_PATHS,
  PORTAL_RECORD_PATHS,
  type ConsentText,
  type PatientConsentsResponse,
} from '../../common/contracts/consent-texts.contract.ts';
import {
  patientSharesPath,
  type SharesResponse,
} from '../../common/contracts/patient-shares.contract.ts';
import {
  patientSubPath,
  type ConsentListResponse,
} from '../../common/contracts/patients.contract.ts';
import { callAs, expectUnchanged, trailOf } from '../patients/patient-records.test-kit.ts';
import { callAsPatient, startPortalKit, type PortalKit } from '../portal/portal.test-kit.ts';

let kit: PortalKit;
let text: ConsentText;

const chartConsents = async (kitPatient = kit.alice) =>
  (
    await callAs<ConsentListResponse>(
      kit,
      kit.founder,
      'GET',
      patientSubPath(kitPatient.patient.id, 'consents'),
    )
  ).body;

beforeAll(async () => {
  kit = await startPortalKit();
  const reply = await callAs<{ text: ConsentText }>(
    kit,
    kit.founder,
    'POST',
    CONSENT_TEXT_PATHS.texts,
    { kind: 'treatment', title: 'Consent to treatment', body: 'I agree to therapy.' },
  );
  text = reply.body.text;
  await callAs(kit, kit.founder, 'POST', patientSharesPath(kit.alice.patient.id), {
    kind: 'handout',
    title: 'For Alice',
    body: 'Breathe slowly.',
  });
});
afterAll(() => kit.server.close());

const sign = (
  who = kit.alice,
  body: unknown = { textId: text.id, shownSha256: text.sha256, signedName: 'Alice Moreau' },
) => callAsPatient(kit.server, who, 'POST', PORTAL_RECORD_PATHS.consents, body);

describe('the patient’s consents in the portal', () => {
  it('shows the clinic’s text to sign, and once signed the chart shows it signed online by the patient', async () => {
    const before = await callAsPatient<PatientConsentsResponse>(
      kit.server,
      kit.alice,
      'GET',
      PORTAL_RECORD_PATHS.consents,
    );
    expect(before.body.consents.map((c) => [c.text.kind, c.state])).toEqual([
      ['treatment', 'to-sign'],
    ]);
    const signed = await sign();
    expect(signed.status).toBe(201);
    const consent = (await chartConsents()).current.find((c) => c.kind === 'treatment');
    expect(consent).toMatchObject({
      status: 'granted',
      recordedBy: null,
      signedOnline: { name: 'Alice Moreau', version: 1, textSha256: text.sha256 },
    });
    expect(await trailOf(kit, kit.alice.patient.id)).toEqual(
      expect.arrayContaining([
        [kit.alice.accountId, 'read-consents'],
        [kit.alice.accountId, 'update'],
      ]),
    );
  });

  it('refuses a text that changed since it was shown (409) and an empty name (400), storing nothing', async () => {
    const changed = await expectUnchanged(chartConsents, () =>
      sign(kit.alice, { textId: text.id, shownSha256: 'b'.repeat(64), signedName: 'Alice' }),
    );
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe(CONSENT_SIGNING_MESSAGES.textChanged);
    const unnamed = await expectUnchanged(chartConsents, () =>
      sign(kit.alice, { textId: text.id, shownSha256: text.sha256, signedName: '  ' }),
    );
    expect(unnamed.status).toBe(400);
  });

  it('signs for the signed-in patient only: bob’s signature lands on bob’s chart, never alice’s', async () => {
    const alices = await chartConsents(kit.alice);
    const reply = await sign(kit.bob, {
      textId: text.id,
      shownSha256: text.sha256,
      signedName: 'Bob Tanaka',
    });
    expect(reply.status).toBe(201);
    expect(await chartConsents(kit.alice)).toEqual(alices);
    const bobs = (await chartConsents(kit.bob)).current;
    expect(bobs[0]?.signedOnline?.name).toBe('Bob Tanaka');
  });

  it('refuses another clinic’s patient a text of this clinic (404), storing nothing', async () => {
    const reply = await sign(kit.foreign, {
      textId: text.id,
      shownSha256: text.sha256,
      signedName: 'Dana Ionescu',
    });
    expect(reply.status).toBe(404);
    const foreigns = await callAs<ConsentListResponse>(
      kit,
      kit.stranger,
      'GET',
      patientSubPath(kit.foreign.patient.id, 'consents'),
    );
    expect(foreigns.body.history).toEqual([]);
  });

  it('is closed to members: a member’s token gets 403 on every portal route', async () => {
    for (const [method, path] of [
      ['GET', PORTAL_RECORD_PATHS.consents],
      ['POST', PORTAL_RECORD_PATHS.consents],
      ['GET', PORTAL_RECORD_PATHS.shares],
      ['GET', PORTAL_RECORD_PATHS.export],
    ] as const) {
      const reply = await callAs(
        kit,
        kit.founder,
        method,
        path,
        method === 'POST'
          ? { textId: text.id, shownSha256: text.sha256, signedName: 'Ada' }
          : undefined,
      );
      expect(reply.status).toBe(403);
    }
  });
});

describe('what is shared with the patient, in the portal', () => {
  it('shows alice her handout and bob nothing of hers; the read is on her trail', async () => {
    const alices = await callAsPatient<SharesResponse>(
      kit.server,
      kit.alice,
      'GET',
      PORTAL_RECORD_PATHS.shares,
    );
    expect(alices.body.shares.map((s) => s.title)).toEqual(['For Alice']);
    const bobs = await callAsPatient<SharesResponse>(
      kit.server,
      kit.bob,
      'GET',
      PORTAL_RECORD_PATHS.shares,
    );
    expect(bobs.body.shares).toEqual([]);
    const foreign = await callAsPatient<SharesResponse>(
      kit.server,
      kit.foreign,
      'GET',
      PORTAL_RECORD_PATHS.shares,
    );
    expect(foreign.body.shares).toEqual([]);
    expect(await trailOf(kit, kit.alice.patient.id)).toContainEqual([
      kit.alice.accountId,
      'read-shares',
    ]);
  });
});

describe('the patient’s own download in the portal', () => {
  it('is a ZIP of their own record only, written to their trail as an export', async () => {
    const response = await fetch(`${kit.server.url}/backend/api${PORTAL_RECORD_PATHS.export}`, {
      headers: { authorization: `Bearer ${kit.alice.login.access_token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const bundle = new TextDecoder().decode(zip['everything.json']);
    expect(bundle).toContain(kit.alice.patient.id);
    expect(bundle).not.toContain(kit.bob.patient.id);
    expect(await trailOf(kit, kit.alice.patient.id)).toContainEqual([
      kit.alice.accountId,
      'export',
    ]);
  });
});
