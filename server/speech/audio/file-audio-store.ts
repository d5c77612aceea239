import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat, statfs, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import {
  checkId,
  checkSeq,
  type AudioChunkInfo,
  type AudioStore,
  AudioStoreError,
} from './audio-store.ts';

const CHUNK_FILE = /^(\d+)\.webm$/;

/**
 * The data-directory audio store: `<root>/<tenant>/<recording>/<seq>.webm`. Ids are checked
 * before they become path segments, and every path is checked to stay under the root. A chunk is
 * written to a temporary file and renamed, so a crash never leaves half a chunk under its name.
 */
/** The part of `fs.statfs` the store reads (tests give a disk of their own size). */
export type StatFs = (path: string) => Promise<{ bavail: number; bsize: number }>;

export function fileAudioStore(rootDir: string, diskOf: StatFs = statfs): AudioStore {
  const root = resolve(rootDir);
  const inside = (...segments: string[]) => {
    const path = resolve(root, ...segments);
    if (!path.startsWith(root + sep)) throw new AudioStoreError('The audio path leaves the store.');
    return path;
  };
  const recordingDir = (tenantId: string, recordingId: string) =>
    inside(checkId('tenant', tenantId), checkId('recording', recordingId));

  async function list(tenantId: string, recordingId: string): Promise<AudioChunkInfo[]> {
    const dir = recordingDir(tenantId, recordingId);
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const chunks: AudioChunkInfo[] = [];
    for (const name of names) {
      const match = CHUNK_FILE.exec(name);
      if (!match) continue; // temporary files of writes in progress
      const seq = Number(match[1]);
      chunks.push({ seq, bytes: (await stat(join(dir, name))).size });
    }
    return chunks.sort((a, b) => a.seq - b.seq);
  }

  return {
    async putChunk(tenantId, recordingId, seq, bytes) {
      const dir = recordingDir(tenantId, recordingId);
      const target = inside(tenantId, recordingId, `${checkSeq(seq)}.webm`);
      await mkdir(dir, { recursive: true });
      const temporary = join(dir, `.${seq}.${randomUUID()}.part`);
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    list,

    async assemble(tenantId, recordingId) {
      const dir = recordingDir(tenantId, recordingId);
      const chunks = await list(tenantId, recordingId);
      const out = new PassThrough();
      (async () => {
        for (const chunk of chunks) {
          for await (const part of createReadStream(join(dir, `${chunk.seq}.webm`))) {
            if (!out.write(part)) await new Promise((next) => out.once('drain', next));
          }
        }
        out.end();
      })().catch((error: unknown) => out.destroy(error as Error));
      return out as Readable;
    },

    async freeBytes() {
      // The root is made with the first chunk: before that, the disk of its nearest parent.
      for (let path = root; ; path = dirname(path)) {
        try {
          const disk = await diskOf(path);
          return disk.bavail * disk.bsize;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(path) === path) {
            throw error;
          }
        }
      }
    },

    async delete(tenantId, recordingId) {
      await rm(recordingDir(tenantId, recordingId), { recursive: true, force: true });
      // The clinic's folder goes too once it holds no recording.
      await rmdir(inside(tenantId)).catch(() => undefined);
    },
  };
}
