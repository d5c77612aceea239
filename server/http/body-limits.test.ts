import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { bodyLimitFor, JSON_BYTES_PER_CHAR, maxJsonBytes } from './body-limits.ts';

const bounded = z.strictObject({
  text: z.string().check(z.maxLength(3)),
  kind: z.enum(['a', 'bb']),
  when: z.nullable(z.string().check(z.maxLength(2))),
  tags: z.optional(z.array(z.string().check(z.maxLength(1))).check(z.maxLength(2))),
  count: z.number(),
  done: z.boolean(),
});

/** The worst body of `bounded`: every string at its maximum, every character escaped. */
const worst = `{"text":"${'\\u0001'.repeat(3)}","kind":"${'\\u0062'.repeat(2)}","when":"${'\\u0001'.repeat(2)}","tags":["\\u0001","\\u0001"],"count":-1.7976931348623157e+308,"done":false}`;

describe('the largest JSON body a contract accepts', () => {
  it('is the length of its worst valid body, with a number at its longest JSON', () => {
    expect(bounded.safeParse(JSON.parse(worst)).success).toBe(true);
    // The number's 24 characters are counted as 32.
    expect(maxJsonBytes(bounded)).toBe(worst.length + 8);
  });

  it('counts six bytes for each character a string may hold', () => {
    expect(maxJsonBytes(z.string().check(z.maxLength(100)))).toBe(2 + 100 * JSON_BYTES_PER_CHAR);
  });

  it('is unbounded when any field has no maximum', () => {
    expect(maxJsonBytes(z.object({ text: z.string() }))).toBe(Number.POSITIVE_INFINITY);
    expect(maxJsonBytes(z.array(z.boolean()))).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('a route’s body limit', () => {
  it('is the contract’s largest body where that is above the server’s limit', () => {
    const schema = z.object({ text: z.string().check(z.maxLength(100_000)) });
    expect(bodyLimitFor(schema, 65_536)).toBe(maxJsonBytes(schema));
  });

  it('is the server’s limit for a small or unbounded contract', () => {
    expect(bodyLimitFor(z.object({ a: z.boolean() }), 65_536)).toBe(65_536);
    expect(bodyLimitFor(z.object({ a: z.string() }), 65_536)).toBe(65_536);
  });
});
