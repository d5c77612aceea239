import { describe, expect, it } from 'vitest';
import { sessionDraftPath } from '../../common/contracts/drafting.contract.ts';
import { call, patientWithSession, signNote, startNote } from '../notes/notes.test-kit.ts';
import { modelCallsDuring, useDraftingClinic } from './note-drafts.routes.test-kit.ts';
import {
  recordAiConsent,
  requestDraft,
  setClinicSettings,
  storedDrafts,
  summaryRequest,
} from './note-drafts.test-kit.ts';

const clinic = useDraftingClinic();

describe('when a draft is refused', () => {
  it('refuses with ai-off when the clinic turned AI drafting off, asking no model and keeping nothing', async () => {
    const { kit, stub } = clinic;
    const { session: other, patient } = await patientWithSession(kit, 'arrived');
    await recordAiConsent(kit, patient.id, 'granted');
    await setClinicSettings(kit, kit.founder, { aiDrafting: 'off' });
    try {
      let reply;
      const calls = await modelCallsDuring(stub, async () => {
        reply = await requestDraft(kit, kit.founder, other.id, summaryRequest());
      });
      expect(calls).toBe(0);
      expect(reply).toMatchObject({ status: 409, body: { code: 'ai-off' } });
      expect(await storedDrafts(kit, other.id)).toEqual([]);
    } finally {
      await setClinicSettings(kit, kit.founder, { aiDrafting: 'external' });
    }
  });

  it('refuses with session-not-under-way before the patient has arrived', async () => {
    const { kit } = clinic;
    const { session: planned } = await patientWithSession(kit, 'planned');
    const reply = await requestDraft(kit, kit.founder, planned.id, summaryRequest());
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('session-not-under-way');
  });

  it('refuses with note-signed once the session’s note is signed', async () => {
    const { kit } = clinic;
    const { session: done } = await patientWithSession(kit, 'finished');
    await signNote(kit, await startNote(kit, done));
    const reply = await requestDraft(kit, kit.founder, done.id, summaryRequest());
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('note-signed');
    expect(await storedDrafts(kit, done.id)).toEqual([]);
  });

  it('drafts while the session’s note is still a draft', async () => {
    const { kit } = clinic;
    const { session: writing } = await patientWithSession(kit, 'finished');
    await startNote(kit, writing);
    const reply = await requestDraft(kit, kit.founder, writing.id, summaryRequest());
    expect(reply.status).toBe(201);
  });

  it('refuses a body that is not a draft request with 400', async () => {
    const { kit, session } = clinic;
    const replies = await Promise.all(
      [
        { format: 'soap', source: { kind: 'summary', text: '   ' } },
        { format: 'narrative', source: { kind: 'summary', text: 'x' } },
        { format: 'soap', source: { kind: 'audio', text: 'x' } },
        { format: 'soap', source: { kind: 'summary', text: 'x' }, provider: 'openai-compatible' },
      ].map((body) => call(kit, kit.founder, 'POST', sessionDraftPath(session.id), { body })),
    );
    expect(replies.map((reply) => reply.status)).toEqual([400, 400, 400, 400]);
  });
});
