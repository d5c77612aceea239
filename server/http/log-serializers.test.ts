import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { startServer } from '../server.ts';
import { REDACTED, redactUrl, serializeError } from './log-serializers.ts';

describe('request URLs in the log', () => {
  it('hide every value but the harmless ones: sign-in codes, tokens, a patient search', () => {
    expect(redactUrl('/backend/api/patients?q=Lovelace&limit=25')).toBe(
      `/backend/api/patients?q=${encodeURIComponent(REDACTED)}&limit=25`,
    );
    expect(redactUrl('/auth/callback?code=abc123&state=xyz&lang=fr')).toBe(
      `/auth/callback?code=${encodeURIComponent(REDACTED)}&state=${encodeURIComponent(REDACTED)}&lang=fr`,
    );
    expect(redactUrl('/reset-password?token=s3cret')).not.toContain('s3cret');
    expect(redactUrl('/app/panels/hospital/patient')).toBe('/app/panels/hospital/patient');
  });

  it('never reach the server’s log with a secret, on a real request', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', dataDir: 'memory://' };
    const server = await startServer(config, { logger: { level: 'info', stream } });
    try {
      await fetch(`${server.url}/auth/callback?code=provider-code-42&state=round-trip-7`);
    } finally {
      await server.close();
    }
    const log = lines.join('');
    // The request's line names its route pattern, never the URL's values (decision O5).
    expect(log).toContain('"msg":"request completed"');
    expect(log).not.toContain('provider-code-42');
    expect(log).not.toContain('round-trip-7');
  });
});

describe('errors in the log', () => {
  it('keep a database error’s code and constraint but never the values it quotes', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    let thrown: unknown;
    try {
      await sql`create table people (email text primary key)`.execute(database.db);
      await sql`insert into people values ('ada@clinic.test')`.execute(database.db);
      await sql`insert into people values ('ada@clinic.test')`.execute(database.db);
    } catch (error) {
      thrown = error;
    } finally {
      await database.close();
    }
    const logged = serializeError(thrown);
    expect(logged).toMatchObject({ type: 'DatabaseError', code: '23505' });
    expect(JSON.stringify(logged)).not.toContain('ada@clinic.test');
  });

  it('keep an ordinary error’s message and stack', () => {
    const logged = serializeError(new TypeError('x is not a function'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(logged.stack).toContain('TypeError');
  });
});
