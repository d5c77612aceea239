import { spawn, type ChildProcess } from 'node:child_process';

/** `server/main.ts` in its own process, as `npm start` runs it (minus the build). */
export interface MainProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  stdout(): string;
  stderr(): string;
}

/** Starts `server/main.ts` with `env` over the test's own environment (no demo seed, any port). */
export function spawnMain(env: Record<string, string>, ipc = false): MainProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', PRAXIS_SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? (['ipc'] as const) : [])],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => void (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

/**
 * The origin the server says it runs at ("running at <url> "), read from `stream`: the banner on
 * stderr, or the JSON log line on stdout (at LOG_LEVEL=info). Rejects if it exits first.
 */
export function originOf(main: MainProcess, stream: 'stdout' | 'stderr'): Promise<string> {
  return new Promise((resolve, reject) => {
    main.child[stream]?.on('data', () => {
      const origin = /running at (http:\/\/\S+?)\/?\s/.exec(main[stream]())?.[1];
      if (origin) resolve(origin);
    });
    void main.exited.then((code) =>
      reject(new Error(`server exited (${code}) before listening: ${main.stderr().trim()}`)),
    );
  });
}
