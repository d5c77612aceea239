import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** The parts of PGlite's Emscripten module this file reaches into. */
interface EmscriptenNodeFs {
  NODEFS: {
    stream_ops: Record<string, unknown> & { fsync?: (stream: { nfd?: number }) => number };
    tryFSOperation<T>(operation: () => T): T;
  };
}
type PreRun = (module: EmscriptenNodeFs) => void;

/**
 * PGlite's on-disk file system (Emscripten's NODEFS) writes through to the operating system but
 * has no `fsync`: PostgreSQL's flushes end in the Emscripten layer. This NODEFS answers them with
 * a real `fsync(2)` of the file (decision O2). `onFsync` lets a test count them.
 */
export class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly onFsync: () => void = () => {},
  ) {
    super(dataDir);
  }

  override async init(...args: Parameters<NodeFS['init']>) {
    const { emscriptenOpts } = await super.init(...args);
    const addFsync: PreRun = ({ NODEFS }) => {
      NODEFS.stream_ops.fsync = (stream) => {
        NODEFS.tryFSOperation(() => {
          if (stream.nfd !== undefined) fsyncSync(stream.nfd);
        });
        this.onFsync();
        return 0;
      };
    };
    const preRun = [addFsync, ...((emscriptenOpts.preRun ?? []) as PreRun[])];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }
}

/**
 * PGlite starts PostgreSQL with `-F` (fsync off). Durable: without it, and with the WAL flushed by
 * `fsync()` (Emscripten's `fdatasync` is an empty stub; its `fsync` reaches the NODEFS above).
 */
export function pgliteStartParams(durable: boolean): string[] {
  if (!durable) return PGlite.defaultStartParams;
  return [
    ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
    '-c',
    'fsync=on',
    '-c',
    'wal_sync_method=fsync',
  ];
}
