import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { sessionDraftPath } from '../../common/contracts/drafting.contract.ts';
import { API_BASE_PATH } from '../../common/constants/server.constants.ts';
import { patientWithSession } from '../notes/notes.test-kit.ts';
import {
  handlerSettled,
  holdModelCalls,
  useDraftingClinic,
} from './note-drafts.routes.test-kit.ts';
import { recordAiConsent, storedDrafts, summaryRequest } from './note-drafts.test-kit.ts';

const clinic = useDraftingClinic();

describe('closing the request', () => {
  it('cancels the model’s call when the client goes away, and keeps no draft', async () => {
    const { kit, stub } = clinic;
    const { session: other, patient } = await patientWithSession(kit, 'arrived');
    await recordAiConsent(kit, patient.id, 'granted');
    const held = holdModelCalls(stub);
    const path = `${API_BASE_PATH}${sessionDraftPath(other.id)}`;
    const routeDone = handlerSettled('POST', path);
    const client = new AbortController();
    // A connection of its own (no pool), so that nothing reconnects to the server once it is gone.
    const sent = httpRequest(`${kit.server.url}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${kit.founder.access_token}`,
        'content-type': 'application/json',
      },
      agent: false,
      signal: client.signal,
    });
    const pending = once(sent, 'response').catch((error: unknown) => error);
    sent.end(JSON.stringify(summaryRequest()));
    const modelCall = await held.received;
    expect(held.calls()).toBe(1);
    const closedAtModel = once(modelCall, 'close');
    client.abort();
    expect(await pending).toBeInstanceOf(Error);
    await closedAtModel;
    // The route's handler has settled: whatever it was going to keep, it has kept by now.
    await routeDone;
    expect(await storedDrafts(kit, other.id)).toEqual([]);
  });
});
