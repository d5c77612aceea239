import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { keptAnswers, type KeptAnswers } from './kept-answers.ts';

/** Wraps a store so a test reads each answer's JSON. */
const jsonOf = (answers: KeptAnswers) => ({
  json: async (key: string, version: string, make: () => Promise<unknown>) =>
    (await answers.answer(key, version, make)).json,
});

/** A maker that counts its calls and answers `{ made: n }`. */
function counted() {
  let calls = 0;
  const make = async () => ({ made: (calls += 1) });
  return { make, calls: () => calls };
}

describe('answers kept by version', () => {
  it('serves the kept JSON while the version stands and makes it again at a new version', async () => {
    const answers = jsonOf(keptAnswers());
    const maker = counted();

    expect(await answers.json('week', '1', maker.make)).toBe('{"made":1}');
    expect(await answers.json('week', '1', maker.make)).toBe('{"made":1}');
    expect(await answers.json('week', '2', maker.make)).toBe('{"made":2}');
    expect(maker.calls()).toBe(2);
  });

  it('keeps each key apart', async () => {
    const answers = jsonOf(keptAnswers());
    const maker = counted();

    await answers.json('clinic a week', '1', maker.make);
    expect(await answers.json('clinic b week', '1', maker.make)).toBe('{"made":2}');
  });

  it('makes an answer once for asks that come together', async () => {
    const answers = jsonOf(keptAnswers());
    const maker = counted();

    const asks = await Promise.all(
      Array.from({ length: 5 }, () => answers.json('week', '7', maker.make)),
    );

    expect(new Set(asks)).toEqual(new Set(['{"made":1}']));
    expect(maker.calls()).toBe(1);
  });

  it('keeps nothing from a failed make, so the next ask tries again', async () => {
    const answers = jsonOf(keptAnswers());
    const failing = () => Promise.reject(new Error('database gone'));

    await expect(answers.json('week', '1', failing)).rejects.toThrow('database gone');
    expect(await answers.json('week', '1', async () => 'made')).toBe('"made"');
  });

  it('forgets the least recently asked answers beyond its size', async () => {
    const answers = jsonOf(keptAnswers(true, 48));
    const maker = counted();

    await answers.json('a', '1', async () => 'a'.repeat(10));
    await answers.json('b', '1', async () => 'b'.repeat(10));
    await answers.json('c', '1', async () => 'c'.repeat(10));

    expect(await answers.json('a', '1', maker.make)).toBe('{"made":1}');
    expect(await answers.json('c', '1', maker.make)).toBe(`"${'c'.repeat(10)}"`);
  });

  it('compresses a kept answer once per encoding, to bytes that decompress to its JSON', async () => {
    const answers = keptAnswers();
    const week = {
      sessions: Array.from({ length: 50 }, (_, i) => ({ id: `s${i}`, status: 'planned' })),
    };
    const answer = await answers.answer('week', '1', async () => week);

    expect(brotliDecompressSync(answer.encoded('br')).toString()).toBe(answer.json);
    expect(gunzipSync(answer.encoded('gzip')).toString()).toBe(answer.json);
    expect(answer.encoded('br')).toBe(answer.encoded('br'));
    expect(answer.encoded('br').length).toBeLessThan(answer.json.length / 4);
  });

  it('makes every answer afresh when told to keep none', async () => {
    const answers = jsonOf(keptAnswers(false));
    const maker = counted();

    await answers.json('week', '1', maker.make);
    expect(await answers.json('week', '1', maker.make)).toBe('{"made":2}');
  });
});
