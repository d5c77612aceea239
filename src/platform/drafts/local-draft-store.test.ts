import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { DRAFT_TIMING } from '../../config/draft-timing';
import {
  createLocalDraftStore,
  draftKeyFor,
  forgetDraftKey,
  importDraftKey,
  importDraftKeyring,
} from './local-draft-store';
import { DEVICE_DRAFT_MAX_AGE_MS } from '../../../common/contracts/draft-key.contract';

const randomKeyBase64 = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
/** A user's keys at version 1, as the server first hands them out. */
const firstKeys = () => importDraftKeyring({ key: randomKeyBase64(), version: 1, previous: [] });
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
    const key = await firstKeys();
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
    const key = await firstKeys();
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
    const ada = await firstKeys();
    const grace = await firstKeys();
    await store.put(ada, 'ada', 'note:e1', note);
    expect(await store.read(grace, 'ada', 'note:e1')).toBeNull();
    expect(await store.read(grace, 'grace', 'note:e1')).toBeNull();
    expect(await store.read(ada, 'ada', 'note:e1')).not.toBeNull();
  });

  it('fails cleanly when a copy is read under another draft’s slot with the right key', async () => {
    const store = freshStore();
    const key = await firstKeys();
    await store.put(key, 'ada', 'note:e1', note);
    expect(await store.read(key, 'ada', 'note:e2')).toBeNull();
  });

  it('refuses a key that is not 256 bits', async () => {
    await expect(importDraftKey(btoa('short'))).rejects.toThrow('256 bits');
  });

  it('purges copies older than 14 days, whoever wrote them, and keeps newer ones', async () => {
    const clock = { now: T0 };
    const store = freshStore(clock);
    const key = await firstKeys();
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
    const key = await firstKeys();
    await store.put(key, 'ada', 'note:e1', note);
    await store.remove('ada', 'note:e1');
    expect(await store.read(key, 'ada', 'note:e1')).toBeNull();
  });
});

describe('the draft key in memory', () => {
  it('is asked of the server once per user, again after it is forgotten', async () => {
    forgetDraftKey();
    const load = vi.fn(async () => ({ key: randomKeyBase64(), version: 1, previous: [] }));
    const first = await draftKeyFor('ada', load);
    expect(await draftKeyFor('ada', load)).toBe(first);
    expect(first.key.extractable).toBe(false);
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
      .mockResolvedValue({ key: randomKeyBase64(), version: 1, previous: [] });
    await expect(draftKeyFor('ada', load)).rejects.toThrow('offline');
    await expect(draftKeyFor('ada', load)).resolves.toBeDefined();
  });
});

describe('a new draft key after a password change (issue 31)', () => {
  /** The keys after a change: a new current version, the old key kept to read old copies. */
  async function rotated(old: { base64: string; version: number }) {
    const fresh = randomKeyBase64();
    return {
      base64: fresh,
      keys: await importDraftKeyring({
        key: fresh,
        version: old.version + 1,
        previous: [{ version: old.version, key: old.base64 }],
      }),
    };
  }

  /** The record as IndexedDB holds it. */
  const rawRecord = (userId: string, draftKey: string) =>
    new Promise<{ keyVersion?: number; savedAt: string }>((resolve) => {
      const open = indexedDB.open(`drafts-test-${dbCount}`);
      open.onsuccess = () => {
        const get = open.result.transaction('drafts').objectStore('drafts').get([userId, draftKey]);
        get.onsuccess = () => resolve(get.result as { keyVersion?: number; savedAt: string });
      };
    });

  it('reads a copy the old key wrote, and re-encrypts it with the new key as it does', async () => {
    const store = freshStore();
    const oldBase64 = randomKeyBase64();
    const old = await importDraftKeyring({ key: oldBase64, version: 1, previous: [] });
    await store.put(old, 'ada', 'note:e1', note);
    expect((await rawRecord('ada', 'note:e1')).keyVersion).toBe(1);

    const { keys } = await rotated({ base64: oldBase64, version: 1 });
    expect(await store.read(keys, 'ada', 'note:e1')).toEqual({
      ...note,
      savedAt: T0.toISOString(),
    });
    const again = await rawRecord('ada', 'note:e1');
    expect(again).toMatchObject({ keyVersion: 2, savedAt: T0.toISOString() });
    // Now the old key alone reads nothing: the copy is the new key's.
    expect(await store.read(old, 'ada', 'note:e1')).toBeNull();
    const newOnly = { ...keys, previous: new Map() };
    expect(await store.read(newOnly, 'ada', 'note:e1')).toEqual({
      ...note,
      savedAt: T0.toISOString(),
    });
  });

  it('reads a copy from before keys had versions as version 1', async () => {
    const store = freshStore();
    const oldBase64 = randomKeyBase64();
    const old = await importDraftKeyring({ key: oldBase64, version: 1, previous: [] });
    await store.put(old, 'ada', 'note:e1', note);
    // As an older release wrote it: no version on the record.
    await new Promise<void>((resolve) => {
      const open = indexedDB.open(`drafts-test-${dbCount}`);
      open.onsuccess = () => {
        const tx = open.result.transaction('drafts', 'readwrite');
        const drafts = tx.objectStore('drafts');
        const get = drafts.get(['ada', 'note:e1']);
        get.onsuccess = () => {
          const { keyVersion: _dropped, ...unversioned } = get.result as { keyVersion?: number };
          drafts.put(unversioned);
        };
        tx.oncomplete = () => resolve();
      };
    });
    expect((await rawRecord('ada', 'note:e1')).keyVersion).toBeUndefined();
    const { keys } = await rotated({ base64: oldBase64, version: 1 });
    expect(await store.read(keys, 'ada', 'note:e1')).not.toBeNull();
    expect((await rawRecord('ada', 'note:e1')).keyVersion).toBe(2);
  });

  it('writes new copies with the new key only', async () => {
    const store = freshStore();
    const oldBase64 = randomKeyBase64();
    const { keys } = await rotated({ base64: oldBase64, version: 1 });
    await store.put(keys, 'ada', 'note:e2', note);
    expect((await rawRecord('ada', 'note:e2')).keyVersion).toBe(2);
    const oldOnly = await importDraftKeyring({ key: oldBase64, version: 1, previous: [] });
    expect(await store.read(oldOnly, 'ada', 'note:e2')).toBeNull();
  });

  it('leaves a copy alone when its key is no longer served', async () => {
    const store = freshStore();
    const oldBase64 = randomKeyBase64();
    await store.put(
      await importDraftKeyring({ key: oldBase64, version: 1, previous: [] }),
      'ada',
      'note:e1',
      note,
    );
    const withoutOld = await importDraftKeyring({
      key: randomKeyBase64(),
      version: 2,
      previous: [],
    });
    expect(await store.read(withoutOld, 'ada', 'note:e1')).toBeNull();
    expect((await rawRecord('ada', 'note:e1')).keyVersion).toBe(1);
  });

  it('serves old keys exactly as long as a device keeps a copy', () => {
    expect(DEVICE_DRAFT_MAX_AGE_MS).toBe(DRAFT_TIMING.localCopyMaxAgeMs);
  });
});
