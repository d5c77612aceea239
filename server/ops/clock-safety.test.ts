import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_IDLE_LIMIT_MS } from '../../common/constants/session-timing.ts';
import {
  patientWithSession,
  signNote,
  startNote,
  startNotesClinic,
  storedNote,
  type NotesClinic,
} from '../notes/notes.test-kit.ts';

const HOUR = 60 * 60 * 1000;
let kit: NotesClinic;

beforeAll(async () => {
  kit = await startNotesClinic();
}, 180_000);
afterAll(() => kit.server.close());

describe('the server’s wall clock set back 2 h', () => {
  it('signs a note at or after the time it was written, never before', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const draft = await startNote(kit, session);
    kit.server.setWallClockBack(2 * HOUR);
    const signed = await signNote(kit, draft);
    const row = await storedNote(kit, signed.id);
    expect(row.signed_at).not.toBeNull();
    expect(row.signed_at!.getTime()).toBeGreaterThanOrEqual(row.created_at.getTime());
  });

  it('still ends a session left idle past the limit, without waiting out the jump', async () => {
    const { login } = await kit.server.signUp();
    kit.server.setWallClockBack(2 * HOUR);
    kit.server.advance(SERVER_IDLE_LIMIT_MS + 1_000);
    const me = await kit.server.request('GET', '/account/me', { token: login.access_token });
    expect(me.status).toBe(401);
  });
});
