import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { COMPRESSION_THRESHOLD_BYTES, DYNAMIC_BROTLI_QUALITY } from './compression.ts';

/**
 * How much one store (one route) keeps, in characters, each answer counted twice (its JSON, and
 * its compressed copies as much again, though they are far smaller): about 4 M characters of
 * JSON, some 50 whole-clinic weeks of 280 sessions; and how many answers at most.
 */
export const KEPT_ANSWERS_MAX_CHARS = 8 * 1024 * 1024;
export const KEPT_ANSWERS_MAX_ENTRIES = 2_000;

/** The content type of an answer sent as kept JSON text. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

const ENCODE: Record<Encoding, (json: string) => Buffer> = {
  br: (json) =>
    brotliCompressSync(json, {
      params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY },
    }),
  gzip: (json) => gzipSync(json),
};

/** One kept answer: its JSON, and each compressed copy made once, when first asked for. */
export interface KeptAnswer {
  readonly json: string;
  encoded(encoding: Encoding): Buffer;
}

/**
 * Answers kept as JSON by what was asked (`key`) and the version of the data they were made from
 * (issue 35, docs/decisions.md "c35-schedule-version"). An answer is served again only while the
 * data's version is the one it was made at; the version is read from the database on every
 * request, so an answer never outlives a change, made through this server or another.
 */
export interface KeptAnswers {
  /** The answer kept for `key` at `version`, or else `make()`'s, kept for the next ask. */
  answer(key: string, version: string, make: () => Promise<unknown>): Promise<KeptAnswer>;
}

interface Kept {
  version: string;
  answer: KeptAnswer;
}

function keptAnswer(json: string): KeptAnswer {
  const copies: Partial<Record<Encoding, Buffer>> = {};
  return {
    json,
    encoded: (encoding) => (copies[encoding] ??= ENCODE[encoding](json)),
  };
}

/** Makes every answer afresh, keeping none (`PRAXIS_KEEP_ANSWERS=off`). */
const noneKept: KeptAnswers = {
  answer: async (_key, _version, work) => keptAnswer(JSON.stringify(await work())),
};

export function keptAnswers(
  keep = true,
  maxChars = KEPT_ANSWERS_MAX_CHARS,
  maxEntries = KEPT_ANSWERS_MAX_ENTRIES,
): KeptAnswers {
  if (!keep) return noneKept;
  const kept = new LRUCache<string, Kept>({
    max: maxEntries,
    maxSize: maxChars,
    sizeCalculation: (entry) => Math.max(1, entry.answer.json.length * 2),
  });
  /** The answers being made, by key and version: fifty asks of one cold week make it once. */
  const making = new Map<string, Promise<KeptAnswer>>();

  /**
   * Versions are not ordered (each is new, docs/decisions.md): when asks at two versions finish
   * in turn, the last one's answer is kept, and an ask at the other makes its own again.
   */
  async function make(key: string, version: string, work: () => Promise<unknown>) {
    const answer = keptAnswer(JSON.stringify(await work()));
    kept.set(key, { version, answer });
    return answer;
  }

  return {
    async answer(key, version, work) {
      const hit = kept.get(key);
      if (hit?.version === version) return hit.answer;
      const asked = `${version} ${key}`;
      const pending = making.get(asked);
      if (pending) return pending;
      const made = make(key, version, work).finally(() => making.delete(asked));
      making.set(asked, made);
      return made;
    },
  };
}

/**
 * Sends a kept answer as JSON, as its compressed copy when the browser accepts one and the answer
 * is large enough to gain (the same rule as every other answer, server/http/compression.ts).
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer) {
  reply.type(JSON_CONTENT_TYPE).header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding =
    accepted && answer.json.length >= COMPRESSION_THRESHOLD_BYTES
      ? negotiate(accepted, [...ENCODINGS])
      : null;
  if (!encoding) return reply.send(answer.json);
  return reply.header('content-encoding', encoding).send(answer.encoded(encoding));
}
