import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for an S3-compatible bucket, path-style: PUT, GET and DELETE of an object
 * and ListObjectsV2 (paged, `pageSize` keys a page). It checks every request's AWS Signature V4
 * itself (not with the client's library) and answers 403 SignatureDoesNotMatch when it is wrong.
 */
export interface S3StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The signature verified with the stub's keys, and the payload hash matched the body. */
  signed: boolean;
}

export interface S3Stub {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, Buffer>;
  requests: S3StubRequest[];
  /** Makes the next requests fail with this status (undefined: answer normally). */
  failWith(status: number | undefined): void;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding, as SigV4's canonical query wants it. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

function verify(
  keys: { accessKeyId: string; secretAccessKey: string; region: string },
  method: string,
  rawUrl: string,
  headers: IncomingHttpHeaders,
  body: Buffer,
): boolean {
  const match = AUTHORIZATION.exec(String(headers.authorization ?? ''));
  const amzDate = String(headers['x-amz-date'] ?? '');
  const payloadHash = String(headers['x-amz-content-sha256'] ?? '');
  if (!match || !amzDate.startsWith(match[2] ?? '-')) return false;
  const [, keyId, date = '', region = '', signedHeaders = '', signature] = match;
  if (keyId !== keys.accessKeyId || region !== keys.region) return false;
  if (payloadHash !== sha256(body)) return false;
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return false;
  const [path = '', search = ''] = rawUrl.split('?');
  const query = [...new URLSearchParams(search)]
    .map(([key, value]) => [encode(key), encode(value)])
    .sort(([a = '', x = ''], [b = '', y = '']) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [method, path, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, date), region), 's3'),
    'aws4_request',
  );
  return createHmac('sha256', key).update(toSign).digest('hex') === signature;
}

export async function startS3Stub(options: { pageSize?: number } = {}): Promise<S3Stub> {
  const keys = {
    accessKeyId: 'AKIASTUBKEY0000001',
    secretAccessKey: 'stub/secret+key/9f8e7d6c5b4a3f2e1d0c',
    region: 'eu-central-1',
  };
  const bucket = 'praxis-audio';
  const pageSize = options.pageSize ?? 1000;
  const objects = new Map<string, Buffer>();
  const requests: S3StubRequest[] = [];
  let failure: number | undefined;

  const server: Server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const body = Buffer.concat(parts);
      const rawUrl = req.url ?? '/';
      const url = new URL(rawUrl, 'http://stub.invalid');
      const method = req.method ?? '';
      const signed = verify(keys, method, rawUrl, req.headers, body);
      requests.push({
        method,
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        signed,
      });
      const answer = (status: number, text = '', type = 'application/xml') => {
        res.writeHead(status, { 'content-type': type });
        res.end(text);
      };
      if (!signed) return answer(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>');
      if (failure) return answer(failure, '<Error><Code>InternalError</Code></Error>');
      const [, bucketName, ...rest] = url.pathname.split('/');
      if (bucketName !== bucket) return answer(404, '<Error><Code>NoSuchBucket</Code></Error>');
      const key = rest.map(decodeURIComponent).join('/');
      if (method === 'GET' && key === '' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const after = url.searchParams.get('continuation-token') ?? '';
        const keysInOrder = [...objects.keys()]
          .filter((k) => k.startsWith(prefix) && k > after)
          .sort();
        const page = keysInOrder.slice(0, pageSize);
        const truncated = keysInOrder.length > page.length;
        const contents = page
          .map(
            (k) =>
              `<Contents><Key>${xml(k)}</Key><Size>${objects.get(k)?.length ?? 0}</Size></Contents>`,
          )
          .join('');
        const next = truncated
          ? `<NextContinuationToken>${xml(page.at(-1) ?? '')}</NextContinuationToken>`
          : '';
        return answer(
          200,
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
        );
      }
      if (method === 'PUT') {
        objects.set(key, body);
        return answer(200);
      }
      if (method === 'GET') {
        const object = objects.get(key);
        if (!object) return answer(404, '<Error><Code>NoSuchKey</Code></Error>');
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        return res.end(object);
      }
      if (method === 'DELETE') {
        objects.delete(key);
        return answer(204);
      }
      return answer(405);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    ...keys,
    objects,
    requests,
    failWith: (status) => {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
