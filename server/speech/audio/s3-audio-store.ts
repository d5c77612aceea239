import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { AwsV4Signer } from 'aws4fetch';
import type { AudioS3Config } from '../speech-config.ts';
import { checkId, checkSeq, type AudioChunkInfo, type AudioStore } from './audio-store.ts';

/** One request's time limit: a chunk is at most a few megabytes. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Chunks deleted at once when a recording's audio goes. */
const DELETE_CONCURRENCY = 8;
const CHUNK_KEY = /\/(\d+)\.webm$/;

/** An S3 answer we did not expect. Its message names the operation and status, never a key. */
export class S3AudioStoreError extends Error {
  constructor(
    operation: string,
    readonly status: number,
  ) {
    super(`The audio bucket answered ${operation} with HTTP ${status}.`);
    this.name = 'S3AudioStoreError';
  }
}

const xmlText = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The keys and sizes of one ListObjectsV2 page, and the token of the next. */
export function parseListPage(xml: string): {
  objects: { key: string; size: number }[];
  next: string | undefined;
} {
  const objects = [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map((match) => {
    const body = match[1] ?? '';
    return {
      key: xmlText(/<Key>([\s\S]*?)<\/Key>/.exec(body)?.[1] ?? ''),
      size: Number(/<Size>(\d+)<\/Size>/.exec(body)?.[1] ?? 0),
    };
  });
  const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
  const token = /<NextContinuationToken>([\s\S]*?)<\/NextContinuationToken>/.exec(xml)?.[1];
  return { objects, next: truncated && token ? xmlText(token) : undefined };
}

/**
 * Audio in an S3-compatible bucket, addressed path-style (`<endpoint>/<bucket>/<key>`, which
 * MinIO and most self-hosted stores need): `<tenant>/<recording>/<seq>.webm`, as on disk. Every
 * request is signed with AWS Signature V4 by aws4fetch (the payload's SHA-256 signed too).
 */
export function s3AudioStore(config: AudioS3Config): AudioStore {
  const base = `${config.endpoint}/${encodeURIComponent(config.bucket)}`;
  const prefixOf = (tenantId: string, recordingId: string) =>
    `${checkId('tenant', tenantId)}/${checkId('recording', recordingId)}/`;

  async function send(
    operation: string,
    method: string,
    url: string,
    body?: Uint8Array,
  ): Promise<Response> {
    const payloadHash = createHash('sha256')
      .update(body ?? new Uint8Array())
      .digest('hex');
    const signer = new AwsV4Signer({
      method,
      url,
      headers: { 'x-amz-content-sha256': payloadHash },
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      service: 's3',
      region: config.region,
    });
    const signed = await signer.sign();
    const response = await fetch(signed.url, {
      method: signed.method,
      headers: signed.headers,
      body: body ? Buffer.from(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok && !(method === 'DELETE' && response.status === 404)) {
      await response.body?.cancel();
      throw new S3AudioStoreError(operation, response.status);
    }
    return response;
  }

  async function list(tenantId: string, recordingId: string): Promise<AudioChunkInfo[]> {
    const prefix = prefixOf(tenantId, recordingId);
    const chunks: AudioChunkInfo[] = [];
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix });
      if (token) query.set('continuation-token', token);
      const response = await send('a listing', 'GET', `${base}?${query}`);
      const page = parseListPage(await response.text());
      for (const object of page.objects) {
        const match = CHUNK_KEY.exec(object.key);
        if (match && object.key.startsWith(prefix)) {
          chunks.push({ seq: Number(match[1]), bytes: object.size });
        }
      }
      token = page.next;
    } while (token);
    return chunks.sort((a, b) => a.seq - b.seq);
  }

  const chunkUrl = (tenantId: string, recordingId: string, seq: number) =>
    `${base}/${prefixOf(tenantId, recordingId)}${checkSeq(seq)}.webm`;

  return {
    async putChunk(tenantId, recordingId, seq, bytes) {
      await send('a chunk upload', 'PUT', chunkUrl(tenantId, recordingId, seq), bytes);
    },

    list,

    async assemble(tenantId, recordingId) {
      const chunks = await list(tenantId, recordingId);
      async function* parts() {
        for (const chunk of chunks) {
          const response = await send(
            'a chunk download',
            'GET',
            chunkUrl(tenantId, recordingId, chunk.seq),
          );
          yield Buffer.from(await response.arrayBuffer());
        }
      }
      return Readable.from(parts());
    },

    /** A bucket has no disk of ours to watch: its own quota answers for it. */
    freeBytes: () => Promise.resolve(null),

    async delete(tenantId, recordingId) {
      const pending = [...(await list(tenantId, recordingId))];
      const worker = async () => {
        for (let chunk = pending.shift(); chunk; chunk = pending.shift()) {
          await send('a chunk deletion', 'DELETE', chunkUrl(tenantId, recordingId, chunk.seq));
        }
      };
      await Promise.all(Array.from({ length: DELETE_CONCURRENCY }, worker));
    },
  };
}
