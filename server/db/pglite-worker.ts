import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { DurableNodeFS, pgliteStartParams } from './durable-node-fs.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import { preparedStatements } from './pglite-statements.ts';
import { sessionSettingArgs } from './session-settings.ts';
import {
  errorData,
  type PgliteReply,
  type PgliteRequest,
  type PgliteThreadData,
} from './pglite-thread-messages.ts';

/**
 * The database thread (issue 33): it owns the PGlite instance, so PostgreSQL's WebAssembly, the
 * file system calls and the parsing of results run here, never on the thread serving HTTP.
 * Requests are answered one at a time, in order (PGlite is one connection).
 */
function theParent(): NonNullable<typeof parentPort> {
  if (!parentPort)
    throw new Error('pglite-worker.ts runs as a worker thread (see pglite-thread.ts)');
  return parentPort;
}
const port = theParent();
const data = workerData as PgliteThreadData;
const post = (message: PgliteReply, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

/**
 * The seed as the Blob PGlite's `loadDataDir` takes, which hands its bytes to PGlite without the
 * copies a Blob makes: Node 20's `Blob` copies them in, then reads them back in small chunks and
 * joins them, ≈ 1 s of CPU for the ≈ 43 MB template each test server starts from. PGlite reads it
 * only through `arrayBuffer()` (once); the bytes are copied once, out of the memory they share
 * with the other threads (pglite-template.ts), so nothing PGlite does can reach the template.
 */
class SeedTarball extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>;
  constructor(shared: Uint8Array) {
    super();
    this.#bytes = new Uint8Array(shared);
  }
  override get size(): number {
    return this.#bytes.byteLength;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.buffer);
  }
}

async function open(): Promise<PGlite> {
  const onDisk = !data.dataDir.startsWith('memory://');
  const onFsync = data.reportFsyncs ? () => post({ event: 'fsync' }) : undefined;
  return PGlite.create({
    ...(onDisk ? { fs: new DurableNodeFS(data.dataDir, onFsync) } : { dataDir: data.dataDir }),
    startParams: [...pgliteStartParams(onDisk && data.durable), ...sessionSettingArgs()],
    extensions: PGLITE_EXTENSIONS,
    ...(data.dataDirSeed ? { loadDataDir: new SeedTarball(data.dataDirSeed) } : {}),
  });
}

async function answer(
  pglite: PGlite,
  query: ReturnType<typeof preparedStatements>,
  request: PgliteRequest,
): Promise<void> {
  switch (request.op) {
    case 'query':
      return post({ id: request.id, ok: true, value: await query(request.sql, request.params) });
    case 'exec':
      return post({ id: request.id, ok: true, value: await pglite.exec(request.sql) });
    case 'dump': {
      const bytes = await (await pglite.dumpDataDir(request.compression)).arrayBuffer();
      return post({ id: request.id, ok: true, value: bytes }, [bytes]);
    }
    case 'close':
      await pglite.close();
      post({ id: request.id, ok: true, value: null });
      return port.close();
  }
}

function serve(pglite: PGlite) {
  // Each distinct statement parsed once (pglite-statements.ts, issue 35).
  const query = preparedStatements(pglite);
  let turn = Promise.resolve();
  port.on('message', (request: PgliteRequest) => {
    turn = turn.then(() =>
      answer(pglite, query, request).catch((error: unknown) =>
        post({ id: request.id, ok: false, error: errorData(error) }),
      ),
    );
  });
  post({ event: 'ready' });
}

await open().then(serve, (error: unknown) => {
  post({ event: 'open-failed', error: errorData(error) });
  port.close();
});
