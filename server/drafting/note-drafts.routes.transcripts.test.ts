import { describe, expect, it } from 'vitest';
import { patientWithSession } from '../notes/notes.test-kit.ts';
import { chatJson } from './chat-stub-test-kit.ts';
import { ANSWER, holdModelCalls, useDraftingClinic } from './note-drafts.routes.test-kit.ts';
import {
  addRecording,
  drafted,
  ownSessionOf,
  recordAiConsent,
  requestDraft,
  storedDrafts,
  transcriptRequest,
} from './note-drafts.test-kit.ts';

const clinic = useDraftingClinic();

describe('drafting from a transcript', () => {
  it('drafts from one of the session’s transcripts, keeping the recording and its text as the input', async () => {
    const { kit, stub, session, consentId } = clinic;
    const transcript = 'Client: I could not sleep this week.\nTherapist: We will meet on Friday.';
    const recordingId = await addRecording(kit, session, consentId, transcript);
    const draft = await drafted(kit, kit.founder, session.id, transcriptRequest(recordingId));
    expect(draft).toMatchObject({ sourceKind: 'transcript', recordingId, input: transcript });
    expect(stub.requests.at(-1)?.body.messages).toContainEqual({
      role: 'user',
      content: transcript,
    });
  });

  it('refuses with no-transcript for a recording not transcribed, removed by retention, of another session or unknown', async () => {
    const { kit, session, consentId } = clinic;
    const { session: other } = await patientWithSession(kit, 'arrived');
    const otherConsent = await recordAiConsent(kit, other.patient.id, 'granted');
    const recordings = [
      await addRecording(kit, session, consentId, null),
      await addRecording(kit, session, consentId, 'Said things.', { purged: true }),
      await addRecording(kit, session, consentId, '   '),
      await addRecording(kit, other, otherConsent, 'Another session’s words.'),
      'no-such-recording',
    ];
    for (const recordingId of recordings) {
      const reply = await requestDraft(
        kit,
        kit.founder,
        session.id,
        transcriptRequest(recordingId),
      );
      expect(reply.status).toBe(409);
      expect(reply.body.code).toBe('no-transcript');
    }
  });

  it('keeps no draft when retention removed the transcript while the model was drafting from it', async () => {
    const { kit, stub, session, consentId } = clinic;
    const recordingId = await addRecording(kit, session, consentId, 'Client: I slept badly.');
    const held = holdModelCalls(stub);
    const before = (await storedDrafts(kit, session.id)).length;
    const pending = requestDraft(kit, kit.founder, session.id, transcriptRequest(recordingId));
    const modelCall = await held.received;
    expect(held.calls()).toBe(1);
    await kit.server.server.ctx.db
      .updateTable('recordings')
      .set({ transcript_text: null, transcript_purged_at: new Date() })
      .where('id', '=', recordingId)
      .execute();
    chatJson(JSON.stringify(ANSWER))(modelCall);
    const reply = await pending;
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('no-transcript');
    expect(await storedDrafts(kit, session.id)).toHaveLength(before);
  });

  it('refuses another clinic’s recording with no-transcript', async () => {
    const { kit, session } = clinic;
    const theirs = await ownSessionOf(kit, kit.other);
    const theirConsent = await kit.server.server.ctx.db
      .insertInto('consents')
      .values({
        tenant_id: kit.other.user.tenantId,
        id: `consent-${theirs.id}`,
        patient_id: theirs.patient.id,
        kind: 'recording-ai',
        status: 'granted',
        effective_date: '2027-01-01',
        note: null,
        recorded_by: kit.other.user.id,
        recorded_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const recordingId = await addRecording(kit, theirs, theirConsent.id, 'Their words.', {
      tenantId: kit.other.user.tenantId,
    });
    const reply = await requestDraft(kit, kit.founder, session.id, transcriptRequest(recordingId));
    expect(reply.body.code).toBe('no-transcript');
  });
});
