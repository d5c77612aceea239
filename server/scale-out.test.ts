import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../common/contracts/account.contract.ts';
import type { CalendarResponse } from '../common/contracts/calendar.contract.ts';
import { notePath } from '../common/contracts/notes.contract.ts';
import {
  recordingChunkPath,
  recordingSubPath,
  sessionRecordingsPath,
} from '../common/contracts/speech.contract.ts';
import { loadConfig } from './config.ts';
import {
  call,
  patientWithSession,
  soap,
  startNote,
  startNotesClinic,
  type NotesClinic,
} from './notes/notes.test-kit.ts';
import { startS3Stub, type S3Stub } from './speech/audio/s3-stub.test-kit.ts';
import { recordingConsent } from './speech/speech.test-kit.ts';
import {
  POSTGRES_TEST_URL,
  scratchSchema,
  startTestServer,
  type TestServer,
} from './test/harness.ts';
import { API_BASE_PATH } from '../common/constants/server.constants.ts';

/**
 * Two Praxis instances on one PostgreSQL and one S3-compatible bucket, as compose.yaml runs them
 * behind a proxy: whichever instance a request reaches, nothing is lost and a session stays one.
 */
const url = POSTGRES_TEST_URL;
if (!url)
  console.info('scale-out: skipped (runs with PRAXIS_TEST_DATABASE=postgres and DATABASE_URL)');

describe.skipIf(!url)('two instances on one PostgreSQL and one bucket', () => {
  let s3: S3Stub;
  let kit: NotesClinic;
  let a: TestServer;
  let b: TestServer;
  const onB = () => ({ ...kit, server: b });

  beforeAll(async () => {
    s3 = await startS3Stub();
    const shared = {
      databaseUrl: url,
      databaseSchema: scratchSchema('praxis_scale'),
      dataDir: 'memory://',
      // One key for every instance (PRAXIS_SIGNING_KEY in compose.yaml).
      signingKeyPem: generateKeyPairSync('ec', { namedCurve: 'P-256' })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
      speech: { ...loadConfig({}).speech, audioS3: s3 },
    };
    kit = await startNotesClinic(shared);
    a = kit.server;
    b = await startTestServer(shared);
  }, 120_000);

  afterAll(async () => {
    await b?.server.close();
    await a?.close();
    await s3?.close();
  });

  it('signs in on one, refreshes on the other, and stays one session usable on both', async () => {
    const { email } = kit.founder.user;
    const sessionsOf = async () =>
      (
        await a.server.ctx.db
          .selectFrom('sessions')
          .select('id')
          .where('user_id', '=', kit.founder.user.id)
          .execute()
      ).length;
    const before = await sessionsOf();
    const login = await a.request<LoginResponse>('POST', '/account/login', {
      body: { email, password: 'correct horse battery' },
    });
    expect(login.status).toBe(200);
    const refreshed = await b.request<LoginResponse>('POST', '/account/refresh', {
      body: { refresh_token: login.body.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    expect(await sessionsOf()).toBe(before + 1);
    // The refreshed token works on the first instance.
    expect((await a.request('GET', '/clinic', { token: refreshed.body.access_token })).status).toBe(
      200,
    );
    // A second tab refreshing the same token on the other instance gets the same successor
    // (decision H7: derived with the shared key), so the session stays one.
    const sameTime = await a.request<LoginResponse>('POST', '/account/refresh', {
      body: { refresh_token: login.body.refresh_token },
    });
    expect(sameTime.status).toBe(200);
    expect(sameTime.body.refresh_token).toBe(refreshed.body.refresh_token);
    expect(await sessionsOf()).toBe(before + 1);
  });

  it('keeps every draft save made alternately on the two instances, and refuses a stale one', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const note = await startNote(kit, session);
    let version = note.version;
    for (const [i, where] of [onB(), kit, onB(), kit].entries()) {
      const saved = await call<{ note: { version: number } }>(
        where,
        kit.founder,
        'PUT',
        notePath(note.id),
        {
          body: { content: soap(`Plan saved ${i}`) },
          ifMatch: version,
        },
      );
      expect(saved.status).toBe(200);
      expect(saved.body.note.version).toBe(version + 1);
      version = saved.body.note.version;
    }
    const stale = await call(onB(), kit.founder, 'PUT', notePath(note.id), {
      body: { content: soap('A save from an old copy') },
      ifMatch: version - 1,
    });
    expect([409, 412]).toContain(stale.status);
    const read = await call<{ note: { version: number; content: { sections: { plan: string } } } }>(
      kit,
      kit.founder,
      'GET',
      notePath(note.id),
    );
    expect(read.body.note.version).toBe(version);
    expect(read.body.note.content.sections.plan).toBe('Plan saved 3');
  });

  it("takes one recording's chunks on both instances and finishes it whole", async () => {
    const { patient, session } = await patientWithSession(kit, 'in-progress');
    await recordingConsent(kit, patient.id);
    const opened = await b.request<{ recording: { id: string } }>(
      'POST',
      sessionRecordingsPath(session.id),
      {
        token: kit.founder.access_token,
        body: { mimeType: 'audio/webm;codecs=opus' },
      },
    );
    expect(opened.status).toBe(201);
    const id = opened.body.recording.id;
    for (let seq = 0; seq < 6; seq += 1) {
      const server = seq % 2 === 0 ? a : b;
      const reply = await fetch(`${server.url}${API_BASE_PATH}${recordingChunkPath(id, seq)}`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${kit.founder.access_token}`,
          'content-type': 'audio/webm',
        },
        body: Buffer.from(`chunk-${seq}`),
      });
      expect(reply.status).toBe(200);
    }
    const finished = await a.request<{ recording: { chunks: number; status: string } }>(
      'POST',
      recordingSubPath(id, 'finish'),
      { token: kit.founder.access_token, body: { chunks: 6, durationMs: 30_000 } },
    );
    expect(finished.status).toBe(200);
    expect(finished.body.recording).toMatchObject({ chunks: 6 });
    expect([...s3.objects.keys()].filter((key) => key.includes(id))).toHaveLength(6);
  });

  it('answers the week on one instance with a session moved on the other a moment before', async () => {
    const { session } = await patientWithSession(kit, 'planned');
    const week = `/calendar?weekOf=${session.startsAt.slice(0, 10)}`;
    const startsOf = async () => {
      const reply = await call<CalendarResponse>(onB(), kit.founder, 'GET', week);
      expect(reply.status).toBe(200);
      return reply.body.sessions.find((shown) => shown.id === session.id)?.startsAt;
    };
    expect(await startsOf()).toBe(session.startsAt);
    expect(await startsOf()).toBe(session.startsAt);

    const later = (iso: string) => new Date(Date.parse(iso) + 2 * 3_600_000).toISOString();
    const moved = await call(kit, kit.founder, 'PATCH', `/encounters/${session.id}`, {
      body: { startsAt: later(session.startsAt), endsAt: later(session.endsAt) },
    });
    expect(moved.status).toBe(200);

    expect(await startsOf()).toBe(later(session.startsAt));
  });
});
