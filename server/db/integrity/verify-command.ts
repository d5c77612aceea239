import type { ServerConfig } from '../../config.ts';
import { openDatabase, type OpenDatabase } from '../database.ts';
import { describeReport } from './integrity-report.ts';
import { verifyIntegrity } from './verify-integrity.ts';

/** Exit codes of `npm run verify`. */
export const VERIFY_EXIT = { intact: 0, broken: 1, failed: 2 } as const;

/**
 * The configured database as the server opens it: PostgreSQL with `DATABASE_URL`, else the
 * embedded one, which must not be open in a running server (its lock file says so).
 */
export const configuredDatabase =
  (config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>) => () =>
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      schema: config.databaseSchema,
    });

/**
 * `npm run verify`: re-checks every signature and every clinic's audit chain, prints where, what
 * it checked and each broken record (the first first), and returns the exit code: 0 intact,
 * 1 broken, 2 the database could not be read.
 */
export async function runVerify(
  open: () => Promise<OpenDatabase>,
  print: (line: string) => void,
  now: () => Date = () => new Date(),
): Promise<number> {
  let database: OpenDatabase;
  try {
    database = await open();
  } catch (error) {
    print(`verify: cannot open the database: ${(error as Error).message}`);
    return VERIFY_EXIT.failed;
  }
  try {
    print(`Checking the ${database.kind === 'pglite' ? 'embedded' : 'PostgreSQL'} database…`);
    const report = await verifyIntegrity(database.db, now());
    print(describeReport(report));
    for (const broken of report.broken) {
      print(`  ${broken.kind} ${broken.id} (clinic ${broken.tenantId}): ${broken.problem}`);
    }
    return report.broken.length ? VERIFY_EXIT.broken : VERIFY_EXIT.intact;
  } catch (error) {
    print(`verify: the check could not run: ${(error as Error).message}`);
    return VERIFY_EXIT.failed;
  } finally {
    await database.close();
  }
}
