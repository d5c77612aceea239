import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { DRAFT_TIMING } from '../../config/draft-timing';
import {
  createLocalDraftStore,
  draftKeyFor,
  forgetDraftKey,
  importDraftKey,
} from './local-draft-store';

const randomKeyBase64 = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
const T0 = new Date('2026-01-05T09:00:00Z');
let dbCount = 0;

function freshStore(clock = { now: T0 }) {
  dbCount += 1;
  return createLocalDraftStore({ dbName: `drafts-test-${dbCount}`, now: () => clock.now });
}

const note = {
  content: { sections: { data: 'Client reports sleeping better.' } },
  baseVersion: 3,
  path: '/app/note?s=1',
};

describe('the encrypted local draft store', () => {
  it('gives a copy back to the key that wrote it', async () => {
    const store = freshStore();
    const key = await importDraftKey(randomKeyBase64());
    await store.put(key, 'ada', 'note:e1', note);
    expect(await store.read(key, 'ada', 'note:e1')).toEqual({
      ...note,
      savedAt: T0.toISOString(),
    });
    expect(await store.list('ada')).toEqual([
      { draftKey: 'note:e1', savedAt: T0.toISOString(), baseVersion: 3, path: '/app/note?s=1' },
    ]);
  });

  it('stores no readable text', async () => {
    const store = freshStore();
    const key = await importDraftKey(randomKeyBase64());
    await store.put(key, 'ada', 'note:e1', note);
    const raw = await new Promise<unknown>((resolve) => {
      const open = indexedDB.open(`drafts-test-${dbCount}`);
      open.onsuccess = () => {
        const get = open.result.transaction('drafts').objectStore('drafts').get(['ada', 'note:e1']);
        get.onsuccess = () => resolve(get.result);
      };
    });
    const bytes = new Uint8Array((raw as { ciphertext: ArrayBuffer }).ciphertext);
    expect(new TextDecoder().decode(bytes)).not.toContain('sleeping');
    expect(JSON.stringify(raw)).not.toContain('sleeping');
  });

  it('lets another user’s key read nothing, and leaves the copy in place', async () => {
    const store = freshStore();
    const ada = await importDraftKey(randomKeyBase64());
    const grace = await importDraftKey(randomKeyBase64());
    await store.put(ada, 'ada', 'note:e1', note);
    expect(await store.read(grace, 'ada', 'note:e1')).toBeNull();
    expect(await store.read(grace, 'grace', 'note:e1')).toBeNull();
    expect(await store.read(ada, 'ada', 'note:e1')).not.toBeNull();
  });

  it('fails cleanly when a copy is read under another draft’s slot with the right key', async () => {
    const store = freshStore();
    const key = await importDraftKey(randomKeyBase64());
    await store.put(key, 'ada', 'note:e1', note);
    expect(await store.read(key, 'ada', 'note:e2')).toBeNull();
  });

  it('refuses a key that is not 256 bits', async () => {
    await expect(importDraftKey(btoa('short'))).rejects.toThrow('256 bits');
  });

  it('purges copies older than 14 days, whoever wrote them, and keeps newer ones', async () => {
    const clock = { now: T0 };
    const store = freshStore(clock);
    const key = await importDraftKey(randomKeyBase64());
    await store.put(key, 'ada', 'note:old', note);
    await store.put(key, 'grace', 'intake:old', note);
    clock.now = new Date(T0.getTime() + 2 * 24 * 60 * 60 * 1000);
    await store.put(key, 'ada', 'note:new', note);
    clock.now = new Date(T0.getTime() + DRAFT_TIMING.localCopyMaxAgeMs + 1);
    expect(await store.purge()).toBe(2);
    expect((await store.list('ada')).map((entry) => entry.draftKey)).toEqual(['note:new']);
    expect(await store.list('grace')).toEqual([]);
  });

  it('removes a copy once the server holds the text', async () => {
    const store = freshStore();
    const key = await importDraftKey(randomKeyBase64());
    await store.put(key, 'ada', 'note:e1', note);
    await store.remove('ada', 'note:e1');
    expect(await store.read(key, 'ada', 'note:e1')).toBeNull();
  });
});

describe('the draft key in memory', () => {
  it('is asked of the server once per user, again after it is forgotten', async () => {
    forgetDraftKey();
    const load = vi.fn(async () => randomKeyBase64());
    const first = await draftKeyFor('ada', load);
    expect(await draftKeyFor('ada', load)).toBe(first);
    expect(first.extractable).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    forgetDraftKey();
    await draftKeyFor('ada', load);
    await draftKeyFor('grace', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not remember a failed request', async () => {
    forgetDraftKey();
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(randomKeyBase64());
    await expect(draftKeyFor('ada', load)).rejects.toThrow('offline');
    await expect(draftKeyFor('ada', load)).resolves.toBeDefined();
  });
});
