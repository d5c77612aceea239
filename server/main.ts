import { loadConfig } from './config.ts';
import { demoAccountLines, seedDemo } from './db/seed.ts';
import { startServer } from './server.ts';

/** `tsx server/main.ts`: the Praxis server with its configuration from the environment. */
// Everything the server writes (database files, signing key, mail outbox) is its user's alone.
process.umask(0o077);
const config = loadConfig();
const seed = process.env.PRAXIS_SEED_DEMO !== 'false';
const server = await startServer(config, {
  logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
  beforeListen: async (ctx) => {
    if (seed) await seedDemo(ctx.db, ctx.clock());
  },
});
const where = server.database.kind === 'pglite' ? config.dataDir : 'PostgreSQL (DATABASE_URL)';
server.app.log.info(`Database: ${server.database.kind} at ${where}`);

const shown = server.url.replace('127.0.0.1', 'localhost');
console.log(`\nPraxis is running at ${shown}/`);
if (seed)
  console.log(['Demo sign-in (e-mail, password, roles):', ...demoAccountLines()].join('\n'));
if (!config.mail.smtpUrl && server.database.kind === 'pglite') {
  console.log(`Mail (reset links) is kept in ${config.mail.outboxDir}: no PRAXIS_SMTP_URL set.`);
}
console.log('');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  server.app.log.info(`${signal}: finishing in-flight requests, then closing the database`);
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    console.error('Shutdown failed', error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
