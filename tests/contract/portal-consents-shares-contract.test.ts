import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponse } from '../../common/contracts/account.contract.ts';
import {
  CONSENT_SIGNING_MESSAGES,
  CONSENT_TEXT_PATHS,
  PORTAL_RECORD_PATHS,
  consentTextResponse,
  consentTextVersionsPath,
  consentTextsResponse,
  patientConsentsResponse,
} from '../../common/contracts/consent-texts.contract.ts';
import { HTTP_MESSAGES } from '../../common/contracts/http-messages.ts';
import {
  patientSharePath,
  patientSharesPath,
  shareResponse,
  sharesResponse,
} from '../../common/contracts/patient-shares.contract.ts';
import { DEMO_PORTAL_PATIENT } from '../../src/mocks/session/demo-account.ts';
import { expectRefusal, registerPatient, signInAs } from './clinical-fixtures.ts';
import { CONTRACT_TARGETS, exchange, callTarget, type Target } from './contract-targets.ts';

/**
 * Consents signed online, shares and the patient's download (issue 36), on the server and the
 * mock: the demo portal patient (patient1@praxis.clinic on both) signs, reads and downloads; the
 * demo clinician shares with a patient of their own. Not compared here, on purpose: another
 * clinic (the mock's sign-up joins the demo clinic; the server's route tests hold a stranger's
 * clinic to 404 and an empty list) and sharing with the demo portal patient (the mock keeps no
 * chart for them; e2e-server/portal-consents.spec.ts does it on the server).
 */
describe.each(CONTRACT_TARGETS)(
  'consents, shares and the record, answered by $name',
  ({ start }) => {
    let target: Target;
    let owner: string;
    let desk: string;
    let patient: string;
    beforeAll(async () => {
      target = await start();
      owner = await signInAs(target);
      desk = await signInAs(target, 'frontdesk@praxis.clinic');
      const login = await callTarget(target, 'POST', '/account/login', {
        email: DEMO_PORTAL_PATIENT.email,
        password: DEMO_PORTAL_PATIENT.password,
      });
      patient = loginResponse.parse(login.body).access_token;
    });
    afterAll(() => target.stop());

    const call = (method: string, path: string, body?: unknown, as = owner) =>
      callTarget(target, method, path, body, as);
    const consentsOfPatient = async () =>
      patientConsentsResponse.parse(
        (await call('GET', PORTAL_RECORD_PATHS.consents, undefined, patient)).body,
      ).consents;

    it('adds consent text versions that never change, for owners only', async () => {
      const first = await call('POST', CONSENT_TEXT_PATHS.texts, {
        kind: 'treatment',
        title: 'Consent to treatment',
        body: 'I agree to psychotherapy.',
      });
      expect(first.status).toBe(201);
      const v1 = consentTextResponse.parse(first.body).text;
      expect(v1).toMatchObject({ kind: 'treatment', version: 1 });
      expect(v1.sha256).toMatch(/^[0-9a-f]{64}$/);
      const refused = await call(
        'POST',
        CONSENT_TEXT_PATHS.texts,
        { kind: 'treatment', title: 'By the desk', body: 'Changed.' },
        desk,
      );
      expect(refused.status).toBe(403);
      for (const body of [
        { kind: 'treatment', title: 'Empty', body: '  ' },
        { kind: 'contact', title: 'Contact', body: 'Mail me.' },
      ]) {
        expect((await call('POST', CONSENT_TEXT_PATHS.texts, body)).status).toBe(400);
      }
      const current = consentTextsResponse.parse(
        (await call('GET', CONSENT_TEXT_PATHS.texts, undefined, desk)).body,
      );
      expect(current.texts.map((t) => [t.kind, t.version])).toEqual([['treatment', 1]]);
      const versions = await call('GET', consentTextVersionsPath('treatment'), undefined, desk);
      expect(consentTextsResponse.parse(versions.body).texts).toEqual([v1]);
    });

    it('lets the patient sign the current text with their typed name, and refuses a changed text or an empty name, storing nothing', async () => {
      const [shown] = (await consentsOfPatient()).filter((c) => c.text.kind === 'treatment');
      // The state before may differ: the server's seed has the front desk's paper consent to treatment.
      expect(shown).toMatchObject({ text: { version: 1 } });
      const sign = (body: unknown) => call('POST', PORTAL_RECORD_PATHS.consents, body, patient);
      const signature = { textId: shown!.text.id, shownSha256: shown!.text.sha256 };

      expect((await sign({ ...signature, signedName: '   ' })).status).toBe(400);
      expectRefusal(
        await sign({ ...signature, shownSha256: '0'.repeat(64), signedName: 'Maria' }),
        409,
        CONSENT_SIGNING_MESSAGES.textChanged,
      );
      expectRefusal(
        await sign({ ...signature, textId: crypto.randomUUID(), signedName: 'Maria' }),
        404,
        HTTP_MESSAGES.notFound,
      );

      await call('POST', CONSENT_TEXT_PATHS.texts, {
        kind: 'treatment',
        title: 'Consent to treatment',
        body: 'I agree to psychotherapy. Sessions last 50 minutes.',
      });
      expectRefusal(
        await sign({ ...signature, signedName: 'Maria Ionescu' }),
        409,
        CONSENT_SIGNING_MESSAGES.textChanged,
      );
      const [now] = (await consentsOfPatient()).filter((c) => c.text.kind === 'treatment');
      expect(now).toMatchObject({ text: { version: 2 } });

      const signed = await sign({
        textId: now!.text.id,
        shownSha256: now!.text.sha256,
        signedName: ' Maria Ionescu ',
      });
      expect(signed.status).toBe(201);
      expect(signed.body).toMatchObject({
        consent: {
          kind: 'treatment',
          status: 'granted',
          recordedBy: null,
          signedOnline: { name: 'Maria Ionescu', version: 2, textSha256: now!.text.sha256 },
        },
      });
      const [after] = (await consentsOfPatient()).filter((c) => c.text.kind === 'treatment');
      expect(after).toMatchObject({
        state: 'signed',
        signed: { name: 'Maria Ionescu', version: 2 },
      });
    });

    it('shares a handout with the clinician’s patient, lists it, unshares it at once; the desk and bad input are refused', async () => {
      const grace = await registerPatient(call, {
        givenName: 'Grace',
        familyName: 'Shared',
        birthDate: '1980-03-04',
      });
      const path = patientSharesPath(grace.id);
      const handout = { kind: 'handout', title: 'Sleep diary', body: 'Write down when you sleep.' };
      for (const body of [
        { ...handout, title: '' },
        { kind: 'poster' },
        { ...handout, extra: 1 },
      ]) {
        expect((await call('POST', path, body)).status).toBe(400);
      }
      expectRefusal(await call('POST', path, handout, desk), 404, HTTP_MESSAGES.notFound);
      expectRefusal(await call('GET', path, undefined, desk), 404, HTTP_MESSAGES.notFound);
      expectRefusal(
        await call('POST', path, { kind: 'note', noteId: crypto.randomUUID() }),
        404,
        HTTP_MESSAGES.notFound,
      );

      const shared = await call('POST', path, handout);
      expect(shared.status).toBe(201);
      const share = shareResponse.parse(shared.body).share;
      expect(share).toMatchObject({
        kind: 'handout',
        title: 'Sleep diary',
        body: handout.body,
        noteId: null,
      });
      expect(sharesResponse.parse((await call('GET', path)).body).shares.map((s) => s.id)).toEqual([
        share.id,
      ]);

      // Another patient's share is never in the portal patient's list.
      const portal = sharesResponse.parse(
        (await call('GET', PORTAL_RECORD_PATHS.shares, undefined, patient)).body,
      );
      expect(portal.shares.map((s) => s.id)).not.toContain(share.id);

      expect((await call('DELETE', patientSharePath(grace.id, share.id))).status).toBe(204);
      expect(sharesResponse.parse((await call('GET', path)).body).shares).toEqual([]);
      expectRefusal(
        await call('DELETE', patientSharePath(grace.id, share.id)),
        404,
        HTTP_MESSAGES.notFound,
      );
    });

    it('keeps the portal to patients: a member’s token is 403, no token 401', async () => {
      for (const path of [
        PORTAL_RECORD_PATHS.consents,
        PORTAL_RECORD_PATHS.shares,
        PORTAL_RECORD_PATHS.export,
      ]) {
        expectRefusal(await call('GET', path, undefined, owner), 403, HTTP_MESSAGES.patientsOnly);
        expect((await callTarget(target, 'GET', path)).status).toBe(401);
      }
    });

    it('gives the patient their own record as a ZIP', async () => {
      const reply = await exchange(target, 'GET', PORTAL_RECORD_PATHS.export, undefined, patient);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toContain('application/zip');
      expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.zip"$/);
    });
  },
);
