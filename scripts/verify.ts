// `npm run verify`: re-checks every signed note's, addendum's and intake's SHA-256 and every
// clinic's audit hash chain in the configured database (DATABASE_URL, else the embedded one in
// PRAXIS_DATA_DIR, default .data/pglite, which a running server must not hold), prints what it
// checked and each broken record, and exits 0 when intact, 1 when a record is broken, 2 when the
// database cannot be read. See server/README.md.
import { loadConfig } from '../server/config.ts';
import { configuredDatabase, runVerify } from '../server/db/integrity/verify-command.ts';

process.umask(0o077);
process.exitCode = await runVerify(configuredDatabase(loadConfig()), (line) => console.log(line));
