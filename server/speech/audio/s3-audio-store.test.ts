import type { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSpeechConfig } from '../speech-config.ts';
import { audioStoreFor } from './audio-store-choice.ts';
import { AudioStoreError, type AudioStore } from './audio-store.ts';
import { parseListPage, s3AudioStore, S3AudioStoreError } from './s3-audio-store.ts';
import { startS3Stub, type S3Stub } from './s3-stub.test-kit.ts';

const TENANT = '0b7f3c1e-2d4a-4b8e-9c6f-1a2b3c4d5e6f';
const RECORDING = 'rec_01HZX3';

let stub: S3Stub;
let store: AudioStore;
beforeAll(async () => {
  stub = await startS3Stub({ pageSize: 2 });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.objects.clear();
  stub.requests.length = 0;
  stub.failWith(undefined);
  store = s3AudioStore(stub);
});

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe('the S3-compatible audio store', () => {
  it('keeps chunks as <tenant>/<recording>/<seq>.webm in the bucket, path-style, every request signed', async () => {
    await store.putChunk(TENANT, RECORDING, 1, Buffer.from('two-'));
    await store.putChunk(TENANT, RECORDING, 0, Buffer.from('one-'));
    expect([...stub.objects.keys()].sort()).toEqual([
      `${TENANT}/${RECORDING}/0.webm`,
      `${TENANT}/${RECORDING}/1.webm`,
    ]);
    expect(stub.requests.map((r) => [r.method, r.path])).toEqual([
      ['PUT', `/praxis-audio/${TENANT}/${RECORDING}/1.webm`],
      ['PUT', `/praxis-audio/${TENANT}/${RECORDING}/0.webm`],
    ]);
    expect(stub.requests.every((request) => request.signed)).toBe(true);
    expect(String(stub.requests[0]?.headers.authorization)).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIASTUBKEY0000001\/\d{8}\/eu-central-1\/s3\/aws4_request/,
    );
  });

  it('lists across pages in seq order and assembles the chunks in order', async () => {
    for (const [seq, text] of [
      [2, 'three'],
      [0, 'one-'],
      [10, '-eleven'],
      [1, 'two-'],
    ] as const) {
      await store.putChunk(TENANT, RECORDING, seq, Buffer.from(text));
    }
    await store.putChunk(TENANT, 'rec_other', 0, Buffer.from('not this one'));
    expect(await store.list(TENANT, RECORDING)).toEqual([
      { seq: 0, bytes: 4 },
      { seq: 1, bytes: 4 },
      { seq: 2, bytes: 5 },
      { seq: 10, bytes: 7 },
    ]);
    const listings = stub.requests.filter((r) => r.query.get('list-type') === '2');
    expect(listings.some((r) => r.query.has('continuation-token'))).toBe(true);
    expect((await bytesOf(await store.assemble(TENANT, RECORDING))).toString()).toBe(
      'one-two-three-eleven',
    );
    expect(stub.requests.every((request) => request.signed)).toBe(true);
  });

  it('replaces a chunk sent again, and deletes a recording without touching another', async () => {
    await store.putChunk(TENANT, RECORDING, 0, Buffer.from('first try'));
    await store.putChunk(TENANT, RECORDING, 0, Buffer.from('again'));
    await store.putChunk(TENANT, RECORDING, 1, Buffer.from('b'));
    await store.putChunk(TENANT, RECORDING, 2, Buffer.from('c'));
    await store.putChunk(TENANT, 'rec_other', 0, Buffer.from('kept'));
    expect(await store.list(TENANT, RECORDING)).toContainEqual({ seq: 0, bytes: 5 });
    await store.delete(TENANT, RECORDING);
    expect([...stub.objects.keys()]).toEqual([`${TENANT}/rec_other/0.webm`]);
    await expect(store.delete(TENANT, RECORDING)).resolves.toBeUndefined();
  });

  it('fails when the bucket refuses, naming the operation and status but no key', async () => {
    stub.failWith(500);
    const error = await store.putChunk(TENANT, RECORDING, 0, Buffer.from('x')).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(S3AudioStoreError);
    expect((error as Error).message).toBe(
      'The audio bucket answered a chunk upload with HTTP 500.',
    );
    expect((error as Error).message).not.toContain(stub.secretAccessKey);
  });

  it('is refused by the bucket when signed with a wrong secret', async () => {
    const wrong = s3AudioStore({ ...stub, secretAccessKey: 'not-the-secret' });
    await expect(wrong.list(TENANT, RECORDING)).rejects.toMatchObject({ status: 403 });
    expect(stub.requests.at(-1)?.signed).toBe(false);
  });

  it('refuses ids that could name another object, before any request', async () => {
    await expect(store.putChunk('..', RECORDING, 0, Buffer.from('x'))).rejects.toBeInstanceOf(
      AudioStoreError,
    );
    await expect(store.list(TENANT, 'a/b')).rejects.toBeInstanceOf(AudioStoreError);
    await expect(store.delete(TENANT, '../x')).rejects.toBeInstanceOf(AudioStoreError);
    expect(stub.requests).toEqual([]);
  });

  it('reads keys and the next page token from ListObjectsV2 XML, entities decoded', () => {
    expect(
      parseListPage(
        '<ListBucketResult><IsTruncated>true</IsTruncated><Contents><Key>t/r/3.webm</Key><Size>12</Size></Contents><NextContinuationToken>a&amp;b</NextContinuationToken></ListBucketResult>',
      ),
    ).toEqual({ objects: [{ key: 't/r/3.webm', size: 12 }], next: 'a&b' });
  });

  it('is the store chosen when PRAXIS_AUDIO_S3_ENDPOINT is set, the data directory otherwise', async () => {
    const chosen = audioStoreFor(
      loadSpeechConfig({
        PRAXIS_AUDIO_S3_ENDPOINT: stub.endpoint,
        PRAXIS_AUDIO_S3_BUCKET: stub.bucket,
        PRAXIS_AUDIO_S3_REGION: stub.region,
        PRAXIS_AUDIO_S3_ACCESS_KEY_ID: stub.accessKeyId,
        PRAXIS_AUDIO_S3_SECRET_ACCESS_KEY: stub.secretAccessKey,
      }),
    );
    await chosen.putChunk(TENANT, RECORDING, 0, Buffer.from('via the bucket'));
    expect(stub.objects.get(`${TENANT}/${RECORDING}/0.webm`)?.toString()).toBe('via the bucket');
  });
});
