import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AudioStoreError, missingChunks, type AudioStore } from './audio-store.ts';
import { fileAudioStore } from './file-audio-store.ts';

const TENANT = '0b7f3c1e-2d4a-4b8e-9c6f-1a2b3c4d5e6f';
const OTHER_TENANT = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const RECORDING = 'rec_01HZX3';

let root: string;
let store: AudioStore;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'praxis-audio-'));
  store = fileAudioStore(join(root, 'audio'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** Every file and folder under the temporary root, relative to it. */
async function everything(): Promise<string[]> {
  return (await readdir(root, { recursive: true })).map(String).sort();
}

describe('the free space the store reports', () => {
  it('is the free blocks of the audio folder’s disk, asked of its nearest existing folder', async () => {
    const asked: string[] = [];
    const disk = fileAudioStore(join(root, 'audio'), async (path) => {
      asked.push(path);
      if (path !== root) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
      return { bavail: 3, bsize: 4096 };
    });
    expect(await disk.freeBytes()).toBe(3 * 4096);
    expect(asked).toEqual([join(root, 'audio'), root]);
  });

  it('is a real disk’s free space by default', async () => {
    expect(await store.freeBytes()).toBeGreaterThan(0);
  });
});

describe('the data-directory audio store', () => {
  it('keeps chunks as <tenant>/<recording>/<seq>.webm and assembles them in order', async () => {
    await store.putChunk(TENANT, RECORDING, 2, Buffer.from('three'));
    await store.putChunk(TENANT, RECORDING, 0, Buffer.from('one-'));
    await store.putChunk(TENANT, RECORDING, 10, Buffer.from('-eleven'));
    await store.putChunk(TENANT, RECORDING, 1, Buffer.from('two-'));
    expect(await everything()).toContain(join('audio', TENANT, RECORDING, '10.webm'));
    expect(await store.list(TENANT, RECORDING)).toEqual([
      { seq: 0, bytes: 4 },
      { seq: 1, bytes: 4 },
      { seq: 2, bytes: 5 },
      { seq: 10, bytes: 7 },
    ]);
    const whole = await bytesOf(await store.assemble(TENANT, RECORDING));
    expect(whole.toString()).toBe('one-two-three-eleven');
  });

  it('replaces a chunk sent again, so a retried upload is harmless', async () => {
    await store.putChunk(TENANT, RECORDING, 0, Buffer.from('first try'));
    await store.putChunk(TENANT, RECORDING, 0, Buffer.from('again'));
    expect(await store.list(TENANT, RECORDING)).toEqual([{ seq: 0, bytes: 5 }]);
    expect((await bytesOf(await store.assemble(TENANT, RECORDING))).toString()).toBe('again');
  });

  it('assembles large chunks whole', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    await store.putChunk(TENANT, RECORDING, 0, big);
    await store.putChunk(TENANT, RECORDING, 1, big);
    expect((await bytesOf(await store.assemble(TENANT, RECORDING))).length).toBe(2 * big.length);
  });

  it('ignores files that are not chunks (a write in progress)', async () => {
    await store.putChunk(TENANT, RECORDING, 0, Buffer.from('a'));
    await writeFile(join(root, 'audio', TENANT, RECORDING, '.1.tmp.part'), 'half');
    expect(await store.list(TENANT, RECORDING)).toEqual([{ seq: 0, bytes: 1 }]);
  });

  it('keeps each clinic’s audio apart', async () => {
    await store.putChunk(TENANT, RECORDING, 0, Buffer.from('ours'));
    expect(await store.list(OTHER_TENANT, RECORDING)).toEqual([]);
    expect((await bytesOf(await store.assemble(OTHER_TENANT, RECORDING))).length).toBe(0);
  });

  it('leaves nothing behind after delete, and deleting twice is fine', async () => {
    await store.putChunk(TENANT, RECORDING, 0, Buffer.from('a'));
    await store.putChunk(TENANT, RECORDING, 1, Buffer.from('b'));
    await store.delete(TENANT, RECORDING);
    expect(await store.list(TENANT, RECORDING)).toEqual([]);
    expect(await everything()).toEqual(['audio']);
    await expect(store.delete(TENANT, RECORDING)).resolves.toBeUndefined();
  });

  it('deletes one recording without touching the clinic’s others', async () => {
    await store.putChunk(TENANT, RECORDING, 0, Buffer.from('a'));
    await store.putChunk(TENANT, 'rec-2', 0, Buffer.from('b'));
    await store.delete(TENANT, RECORDING);
    expect(await store.list(TENANT, 'rec-2')).toEqual([{ seq: 0, bytes: 1 }]);
  });

  it.each([
    ['..', RECORDING, 0],
    ['../other', RECORDING, 0],
    [TENANT, '..', 0],
    [TENANT, '../../etc', 0],
    [TENANT, 'a/b', 0],
    [TENANT, 'a\\b', 0],
    [TENANT, '', 0],
    [TENANT, '.hidden', 0],
    [TENANT, RECORDING, -1],
    [TENANT, RECORDING, 1.5],
    [TENANT, RECORDING, Number.NaN],
    [TENANT, RECORDING, 10_000_000],
  ])(
    'refuses a path that could leave its folder (%s, %s, %s) and writes nothing',
    async (tenant, recording, seq) => {
      await expect(store.putChunk(tenant, recording, seq, Buffer.from('x'))).rejects.toBeInstanceOf(
        AudioStoreError,
      );
      expect(await everything()).toEqual([]);
    },
  );

  it('refuses traversal in list, assemble and delete too', async () => {
    await expect(store.list('..', RECORDING)).rejects.toBeInstanceOf(AudioStoreError);
    await expect(store.assemble(TENANT, '../x')).rejects.toBeInstanceOf(AudioStoreError);
    await expect(store.delete('..', '..')).rejects.toBeInstanceOf(AudioStoreError);
  });

  it('names the chunks missing from a recording', () => {
    expect(
      missingChunks(
        [
          { seq: 0, bytes: 1 },
          { seq: 2, bytes: 1 },
        ],
        4,
      ),
    ).toEqual([1, 3]);
    expect(missingChunks([], 0)).toEqual([]);
  });
});
