// A throw-away PostgreSQL cluster for the bench when DATABASE_URL is not set: initdb into a
// temporary directory, listen on a free loopback port, trust authentication, removed on stop.
// Uses the binaries on PATH or Debian's /usr/lib/postgresql/<version>/bin. PostgreSQL refuses to
// run as root, so as root the cluster runs as the `postgres` system user (as `.ci/run` does).
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function binDir() {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return null;
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return undefined;
  const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
  const found = versions
    .map((v) => join(debian, v, 'bin'))
    .find((d) => existsSync(join(d, 'initdb')));
  return found ?? undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a cluster; resolves { url, stop } or null (with `reason`) when none can be started. */
export async function startLocalPostgres() {
  const dir = binDir();
  if (dir === undefined) return { url: null, reason: 'no PostgreSQL binaries (initdb) found' };
  const bin = (name) => (dir ? join(dir, name) : name);
  const asRoot = process.getuid?.() === 0;
  let owner = null;
  if (asRoot) {
    try {
      owner = {
        uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
        gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
      };
    } catch {
      return { url: null, reason: 'running as root and there is no postgres user to run it as' };
    }
  }
  const root = mkdtempSync(join(tmpdir(), 'praxis-bench-pg-'));
  if (owner) chownSync(root, owner.uid, owner.gid);
  const data = join(root, 'data');
  const run = (name, args) => {
    const options = { encoding: 'utf8', ...(owner ? { uid: owner.uid, gid: owner.gid } : {}) };
    const result = spawnSync(bin(name), args, options);
    if (result.status !== 0) {
      throw new Error(`${name} failed: ${result.stderr || result.stdout || result.error}`);
    }
  };
  const port = await freePort();
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
    run('pg_ctl', ['-D', data, '-l', join(root, 'log'), '-o', options, '-w', 'start']);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    return { url: null, reason: error.message.split('\n')[0] };
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true, maxRetries: 3 });
      }
    },
  };
}
