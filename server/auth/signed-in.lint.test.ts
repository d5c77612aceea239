import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint messages a file at `filePath` with `code` would get, by rule. */
async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await new ESLint().lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the lint rules that keep one request context', () => {
  it('refuse a domain route that authenticates on its own or makes its own clinic database', async () => {
    const messages = await lint(
      'server/patients/probe.routes.ts',
      [
        "import { requireSession } from '../auth/authenticate.ts';",
        "import { tenantDb } from '../db/tenant-db.ts';",
        'declare const session: () => Promise<void>;',
        'export const route = { preHandler: session };',
        "export const clinic = (db: never) => tenantDb(db, 'tenant');",
        'export { requireSession };',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([
      expect.stringContaining('Register member routes in signedIn'),
      expect.stringContaining('Register member routes in signedIn'),
      expect.stringContaining("A domain route's clinic is request.clinic"),
    ]);
  });

  it('leave a route that reads request.member and request.clinic alone', async () => {
    const messages = await lint(
      'server/patients/probe.routes.ts',
      [
        "import type { FastifyRequest } from 'fastify';",
        'export const who = (request: FastifyRequest) => [request.member, request.clinic];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });
});
