import { describe, expect, it } from 'vitest';
import {
  noteDraftPath,
  noteDraftResponse,
  sessionDraftPath,
} from '../../common/contracts/drafting.contract.ts';
import { call, patientWithSession, trailActions } from '../notes/notes.test-kit.ts';
import { modelCallsDuring, useDraftingClinic } from './note-drafts.routes.test-kit.ts';
import { drafted, ownSessionOf, requestDraft, summaryRequest } from './note-drafts.test-kit.ts';

const clinic = useDraftingClinic();

describe('who may draft and read a draft', () => {
  it('answers 404 on both endpoints to a colleague on the care team, a clinician off it, the front desk, an owner only and another clinic', async () => {
    const { kit, stub, session } = clinic;
    const draft = await drafted(kit, kit.founder, session.id);
    for (const who of [kit.colleague, kit.outsider, kit.staff, kit.ownerOnly, kit.other]) {
      let reply;
      const calls = await modelCallsDuring(stub, async () => {
        reply = await requestDraft(kit, who, session.id, summaryRequest());
      });
      expect(reply).toMatchObject({ status: 404 });
      expect(calls).toBe(0);
      expect((await call(kit, who, 'GET', noteDraftPath(draft.id))).status).toBe(404);
    }
  });

  it('answers 404 to the clinician of another clinic’s session', async () => {
    const { kit } = clinic;
    const theirs = await ownSessionOf(kit, kit.other);
    expect((await requestDraft(kit, kit.founder, theirs.id, summaryRequest())).status).toBe(404);
  });

  it('answers 404 for a session or draft that does not exist', async () => {
    const { kit } = clinic;
    expect((await requestDraft(kit, kit.founder, 'no-such-session', summaryRequest())).status).toBe(
      404,
    );
    expect((await call(kit, kit.founder, 'GET', noteDraftPath('no-such-draft'))).status).toBe(404);
  });

  it('refuses a caller without a session with 401', async () => {
    const { kit, session } = clinic;
    const reply = await kit.server.request('POST', sessionDraftPath(session.id), {
      body: summaryRequest(),
    });
    expect(reply.status).toBe(401);
  });

  it('lets the author read the draft again with its input, and writes the draft and each read in the patient’s trail', async () => {
    const { kit } = clinic;
    const { session: fresh, patient } = await patientWithSession(kit, 'arrived');
    const atStart = await trailActions(kit, patient.id, kit.founder.user.id);
    const draft = await drafted(kit, kit.founder, fresh.id);
    const before = await trailActions(kit, patient.id, kit.founder.user.id);
    expect(before).toEqual([...atStart, 'create']);
    const reply = await call(kit, kit.founder, 'GET', noteDraftPath(draft.id));
    expect(reply.status).toBe(200);
    expect(noteDraftResponse.parse(reply.body).draft).toEqual(draft);
    expect(reply.body).not.toHaveProperty('draft.patientId');
    expect(await trailActions(kit, patient.id, kit.founder.user.id)).toEqual([
      ...before,
      'read-note-draft',
    ]);
  });

  it('writes no read in the trail for a refused reader', async () => {
    const { kit } = clinic;
    const { session: fresh, patient } = await patientWithSession(kit, 'arrived');
    const draft = await drafted(kit, kit.founder, fresh.id);
    await call(kit, kit.colleague, 'GET', noteDraftPath(draft.id));
    expect(await trailActions(kit, patient.id, kit.colleague.user.id)).not.toContain(
      'read-note-draft',
    );
  });
});
