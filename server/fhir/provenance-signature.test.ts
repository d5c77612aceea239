import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../common/contracts/documents.contract.ts';
import { noteResponse, sessionNotePath } from '../../common/contracts/notes.contract.ts';
import { drafted } from '../drafting/note-drafts.test-kit.ts';
import { JWKS_PATH } from '../health/health.routes.ts';
import {
  call,
  patientWithSession,
  signNote,
  soap,
  startNote,
  startNotesClinic,
  type NotesClinic,
} from '../notes/notes.test-kit.ts';
import { entriesOf, fhirErrors, getFhir, type FhirJson } from './fhir.test-kit.ts';

let kit: NotesClinic;

beforeAll(async () => {
  kit = await startNotesClinic();
});
afterAll(() => kit.server.close());

const everything = (patientId: string) =>
  getFhir(kit.server, `Patient/${patientId}/$everything`, kit.founder.access_token);

const signatureOf = (bundle: FhirJson, noteId: string) =>
  (
    entriesOf(bundle, 'Provenance').find((r) => r.id === `${noteId}-signature`) as unknown as {
      signature: { data: string; sigFormat: string; type: { code: string }[]; when: string }[];
    }
  ).signature[0];

describe('Provenance.signature', () => {
  it('is a JWS the served JWKS verifies, over the canonical facts and the signed hash', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const note = await signNote(kit, await startNote(kit, session));
    const reply = await everything(note.patientId);
    expect(fhirErrors(reply.body)).toEqual([]);
    const signature = signatureOf(reply.body, note.id);
    expect(signature).toMatchObject({
      sigFormat: 'application/jose',
      type: [{ code: '1.2.840.10065.1.12.1.1' }],
      when: note.signature?.signedAt,
    });
    const jwks = (await kit.server.request<JSONWebKeySet>('GET', JWKS_PATH)).body;
    const jws = Buffer.from(signature?.data ?? '', 'base64').toString('ascii');
    const { payload, protectedHeader } = await compactVerify(jws, createLocalJWKSet(jwks));
    expect(protectedHeader.alg).toBe('ES256');
    const facts = {
      recorded: note.signature?.signedAt,
      sha256: note.signature?.sha256,
      target: `Composition/${note.id}`,
      type: '1.2.840.10065.1.12.1.1',
      who: `Practitioner/${kit.founder.user.id}`,
    };
    expect(new TextDecoder().decode(payload)).toBe(canonicalJson(facts));
  });

  it('is the same bytes when served twice and after the signer is renamed', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const note = await signNote(kit, await startNote(kit, session));
    const first = signatureOf((await everything(note.patientId)).body, note.id)?.data;
    const second = signatureOf((await everything(note.patientId)).body, note.id)?.data;
    expect(second).toBe(first);
    await kit.server.server.ctx.db
      .updateTable('users')
      .set({ first_name: 'Renamed' })
      .where('id', '=', kit.founder.user.id)
      .execute();
    const renamed = signatureOf((await everything(note.patientId)).body, note.id)?.data;
    expect(renamed).toBe(first);
  });

  it('is refused by the verifier once a byte of its payload is changed', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const note = await signNote(kit, await startNote(kit, session));
    const data = signatureOf((await everything(note.patientId)).body, note.id)?.data ?? '';
    const [header, payload, sig] = Buffer.from(data, 'base64').toString('ascii').split('.');
    // The hash's first digit changed to another (a fixed '0' left one hash in 16 unchanged).
    const forged = Buffer.from(payload ?? '', 'base64url')
      .toString()
      .replace(/"sha256":"(.)/, (_, digit: string) => `"sha256":"${digit === '0' ? '1' : '0'}`);
    expect(forged).not.toBe(Buffer.from(payload ?? '', 'base64url').toString());
    const tampered = `${header}.${Buffer.from(forged).toString('base64url')}.${sig}`;
    const jwks = (await kit.server.request<JSONWebKeySet>('GET', JWKS_PATH)).body;
    await expect(compactVerify(tampered, createLocalJWKSet(jwks))).rejects.toThrow();
  });
});

describe('the AI drafter', () => {
  it('is a Device in $everything, referenced by the note’s AI-draft Provenance', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const draft = await drafted(kit, kit.founder, session.id);
    const started = await call(kit, kit.founder, 'POST', sessionNotePath(session.id), {
      body: { format: 'soap', content: soap(), aiDraftId: draft.id },
    });
    const note = await signNote(kit, noteResponse.parse(started.body).note);
    const reply = await everything(note.patientId);
    expect(fhirErrors(reply.body)).toEqual([]);
    const [device] = entriesOf(reply.body, 'Device');
    expect(device).toMatchObject({ id: 'praxis-offline-drafter', status: 'active' });
    expect(device?.text).toBeDefined();
    const aiDraft = entriesOf(reply.body, 'Provenance').find((r) => r.id === `${note.id}-ai-draft`);
    expect(aiDraft?.agent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          who: expect.objectContaining({ reference: 'Device/praxis-offline-drafter' }) as unknown,
        }),
      ]),
    );
  });
});
