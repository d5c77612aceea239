import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: a few hundred bytes gain nothing worth the CPU. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * Brotli's quality for answers made per request: 4 compresses a JSON page about as well as
 * gzip -9 in a fraction of the time (11, the build's, costs tens of ms on a large bundle).
 */
export const DYNAMIC_BROTLI_QUALITY = 4;

/**
 * Compresses the JSON (and FHIR) answers of the routes registered after it in `scope`, brotli
 * or gzip as the browser accepts (issue 35). Requests are never decompressed: a compressed body
 * would slip past the body limit as it is counted. The routes whose answers carry a secret
 * (tokens, reset and invitation links) are registered before it and so stay uncompressed: no
 * BREACH-style guessing of a secret from compressed sizes, however unlikely with bearer tokens.
 */
export async function useCompression(scope: FastifyInstance): Promise<void> {
  await scope.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
  });
}
