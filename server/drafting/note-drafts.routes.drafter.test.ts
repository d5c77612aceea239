import { describe, expect, it } from 'vitest';
import { patientWithSession } from '../notes/notes.test-kit.ts';
import { chatStatus } from './chat-stub-test-kit.ts';
import { STYLE, modelCallsDuring, useDraftingClinic } from './note-drafts.routes.test-kit.ts';
import {
  SUMMARY,
  drafted,
  recordAiConsent,
  setClinicSettings,
  storedDrafts,
  summaryRequest,
} from './note-drafts.test-kit.ts';

const clinic = useDraftingClinic();

describe('which drafter writes the draft', () => {
  it('uses the external model when the clinic chose it and the patient’s recording & AI consent is in force', async () => {
    const { kit, stub, session } = clinic;
    let draft;
    const calls = await modelCallsDuring(stub, async () => {
      draft = await drafted(kit, kit.founder, session.id);
    });
    expect(calls).toBe(1);
    expect(draft).toMatchObject({
      encounterId: session.id,
      authorId: kit.founder.user.id,
      sourceKind: 'summary',
      recordingId: null,
      input: SUMMARY,
      note: { provider: 'openai-compatible', model: 'stub-model', format: 'soap' },
      fallback: null,
      offlineReason: null,
    });
    const request = stub.requests.at(-1);
    const [system, user] = request?.body.messages as { content: string }[];
    expect(system?.content).toContain(STYLE);
    expect(user?.content).toBe(SUMMARY);
  });

  it('falls back to the offline draft and says why when the model fails', async () => {
    const { kit, stub, session } = clinic;
    stub.answerWith(chatStatus(503));
    const draft = await drafted(kit, kit.founder, session.id);
    expect(draft.note.provider).toBe('offline');
    expect(draft.offlineReason).toBe('provider-failed');
    expect(draft.fallback).toEqual({
      kind: 'server-error',
      message: expect.stringContaining(new URL(stub.baseUrl).host) as string,
    });
    expect(draft.note.sections).toMatchObject({ plan: 'We will meet next Tuesday.' });
  });

  it('asks no model without the patient’s consent, and says so', async () => {
    const { kit, stub } = clinic;
    const { session: other } = await patientWithSession(kit, 'arrived');
    let draft;
    const calls = await modelCallsDuring(stub, async () => {
      draft = await drafted(kit, kit.founder, other.id);
    });
    expect(calls).toBe(0);
    expect(draft).toMatchObject({ note: { provider: 'offline' }, offlineReason: 'no-consent' });
  });

  it('asks no model once the patient has withdrawn the consent', async () => {
    const { kit, stub } = clinic;
    const { session: other, patient } = await patientWithSession(kit, 'arrived');
    await recordAiConsent(kit, patient.id, 'granted');
    await recordAiConsent(kit, patient.id, 'withdrawn');
    let draft;
    const calls = await modelCallsDuring(stub, async () => {
      draft = await drafted(kit, kit.founder, other.id);
    });
    expect(calls).toBe(0);
    expect(draft).toMatchObject({ note: { provider: 'offline' }, offlineReason: 'no-consent' });
  });

  it('asks no model when the clinic chose the offline drafter, consent or not', async () => {
    const { kit, stub, session } = clinic;
    await setClinicSettings(kit, kit.founder, { aiDrafting: 'offline' });
    try {
      let draft;
      const calls = await modelCallsDuring(stub, async () => {
        draft = await drafted(kit, kit.founder, session.id, summaryRequest('dap'));
      });
      expect(calls).toBe(0);
      expect(draft).toMatchObject({
        note: { provider: 'offline', model: null, format: 'dap' },
        fallback: null,
        offlineReason: null,
      });
    } finally {
      await setClinicSettings(kit, kit.founder, { aiDrafting: 'external' });
    }
  });

  it('keeps each draft with its provider, model, input and outcome', async () => {
    const { kit } = clinic;
    const { session: fresh, patient } = await patientWithSession(kit, 'finished');
    await recordAiConsent(kit, patient.id, 'granted');
    const draft = await drafted(kit, kit.founder, fresh.id);
    const [row] = await storedDrafts(kit, fresh.id);
    expect(row).toMatchObject({
      id: draft.id,
      tenant_id: kit.founder.user.tenantId,
      patient_id: patient.id,
      author_id: kit.founder.user.id,
      format: 'soap',
      source_kind: 'summary',
      recording_id: null,
      input: SUMMARY,
      provider: 'openai-compatible',
      model: 'stub-model',
      fallback: null,
      offline_reason: null,
    });
    expect(row?.result).toEqual(draft.note);
  });
});
