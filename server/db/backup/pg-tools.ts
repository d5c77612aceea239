import { spawn } from 'node:child_process';

/**
 * PostgreSQL's own tools (`pg_dump`, `pg_restore`, found on PATH). A dump is only as good as the
 * `pg_dump` that wrote it: its major version must be at least the server's.
 */
export class PgToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PgToolError';
  }
}

/** The connection string without its password, and the password for `PGPASSWORD`: never on a command line. */
export function connectionForTools(databaseUrl: string): {
  dbname: string;
  env: NodeJS.ProcessEnv;
} {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a tool; resolves with its stdout bytes, rejects with its stderr's last lines. */
export function runTool(
  tool: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  input?: Uint8Array,
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (part: Buffer) => out.push(part));
    child.stderr.on('data', (part: Buffer) => err.push(part));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new PgToolError(
          error.code === 'ENOENT'
            ? `${tool} was not found on PATH: install PostgreSQL's client tools (the same major version as the server or newer).`
            : `${tool} could not start: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else {
        const detail = Buffer.concat(err).toString('utf8').trim().split('\n').slice(-3).join(' ');
        reject(new PgToolError(`${tool} failed (exit ${code}): ${detail}`));
      }
    });
    child.stdin.end(input ? Buffer.from(input) : undefined);
  });
}

/** The major version of a client tool (`pg_dump (PostgreSQL) 15.8` → 15). */
export async function toolMajorVersion(tool: string): Promise<{ major: number; text: string }> {
  const text = new TextDecoder().decode(await runTool(tool, ['--version'], process.env)).trim();
  const match = /(\d+)(?:\.\d+)?/.exec(text.replace(/^[^)]*\)/, ''));
  if (!match) throw new PgToolError(`${tool} --version answered "${text}"`);
  return { major: Number(match[1]), text };
}

/** Refuses a tool older than the server: PostgreSQL's tools cannot read a newer server. */
export async function checkToolVersion(tool: string, serverVersionNum: number): Promise<string> {
  const { major, text } = await toolMajorVersion(tool);
  const serverMajor = Math.floor(serverVersionNum / 10000);
  if (major < serverMajor) {
    throw new PgToolError(
      `${tool} is PostgreSQL ${major} but the server is PostgreSQL ${serverMajor}: install ${tool} ${serverMajor} or newer and put it first on PATH.`,
    );
  }
  return text;
}
