import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { DRAFT_TIMING } from '../../config/draft-timing';
import type { DraftKeyResponse } from '../../../common/contracts/draft-key.contract';

/**
 * The copy of a draft kept on this device while the server cannot take it (CLINICAL.md
 * decision 2): offline, a server fault, a lost session, a conflict, a page closed mid-save.
 *
 * How it is protected on a shared clinic computer:
 * - Contents are encrypted (AES-GCM, 256-bit, random 96-bit IV per write). The key is the
 *   signed-in user's own, created by the server on first use and handed out only to that user's
 *   live session (`GET /account/draft-key`, no-store). It is imported as a NON-extractable
 *   CryptoKey and held in memory only: never in IndexedDB, localStorage or a cookie.
 * - `forgetDraftKey()` drops it at every session end, so after a logout (idle or not) nobody at
 *   the keyboard can read a copy until the same user signs in again; another user's key cannot
 *   decrypt it, and the record's (user, draft) is bound into the cipher as additional data, so
 *   a copy moved to another user's or another draft's slot does not decrypt either.
 * - What stays readable is metadata only: user id, draft key (`note:<uuid>`), save time, the
 *   version it edits and the page path (ids, no patient names or text).
 * - Copies are purged after DRAFT_TIMING.localCopyMaxAgeMs (14 days) and deleted as soon as the
 *   server holds the text; a copy the key cannot decrypt is left alone (it may be another user's).
 * - The key is versioned: a password change or reset makes a new one (issue 31). Each copy records
 *   the version that wrote it; the server still hands the user their earlier keys for as long as
 *   a copy may live, and a copy read with an earlier key is re-encrypted with the current one
 *   there and then, so after the next use no copy depends on the old key.
 */

export interface LocalDraft {
  content: unknown;
  /** When this device kept it (ISO). */
  savedAt: string;
  /** The server version the copy edits; null when the record did not exist yet. */
  baseVersion: number | null;
  /** The page to return to (path and query, no origin). */
  path: string;
}

/** A copy as listed without decrypting it. */
export type LocalDraftEntry = Omit<LocalDraft, 'content'> & { draftKey: string };

interface StoredDraft {
  userId: string;
  draftKey: string;
  /** The key version that encrypted it; absent in copies written before keys had versions (1). */
  keyVersion?: number;
  iv: Uint8Array<ArrayBuffer>;
  ciphertext: ArrayBuffer;
  savedAt: string;
  baseVersion: number | null;
  path: string;
}

interface DraftDb extends DBSchema {
  drafts: {
    key: [string, string];
    value: StoredDraft;
    indexes: { byUser: string; bySavedAt: string };
  };
}

export const LOCAL_DRAFTS_DB = 'praxis.drafts.v1';
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** What binds a ciphertext to its owner and draft (AES-GCM additional authenticated data). */
const boundTo = (userId: string, draftKey: string) =>
  encoder.encode(JSON.stringify([userId, draftKey]));

/** The user's keys: the current one, which writes, and earlier ones, which only read. */
export interface DraftKeyring {
  version: number;
  key: CryptoKey;
  previous: ReadonlyMap<number, CryptoKey>;
}

export interface LocalDraftStore {
  put(
    keys: DraftKeyring,
    userId: string,
    draftKey: string,
    draft: Omit<LocalDraft, 'savedAt'>,
  ): Promise<void>;
  /**
   * The copy, or null when there is none or these keys cannot read it; a copy an earlier key
   * wrote is re-encrypted with the current key as it is read.
   */
  read(keys: DraftKeyring, userId: string, draftKey: string): Promise<LocalDraft | null>;
  remove(userId: string, draftKey: string): Promise<void>;
  /** The user's copies, newest first, without their contents. */
  list(userId: string): Promise<LocalDraftEntry[]>;
  /** Deletes every copy (any user's) older than the maximum age; answers how many. */
  purge(): Promise<number>;
}

export function createLocalDraftStore(
  options: { dbName?: string; now?: () => Date } = {},
): LocalDraftStore {
  const now = options.now ?? (() => new Date());
  let opened: Promise<IDBPDatabase<DraftDb>> | null = null;
  const db = () =>
    (opened ??= openDB<DraftDb>(options.dbName ?? LOCAL_DRAFTS_DB, 1, {
      upgrade(database) {
        const store = database.createObjectStore('drafts', { keyPath: ['userId', 'draftKey'] });
        store.createIndex('byUser', 'userId');
        store.createIndex('bySavedAt', 'savedAt');
      },
    }));

  /** The record of `content` encrypted with the current key; the rest as given. */
  const sealed = async (
    keys: DraftKeyring,
    userId: string,
    draftKey: string,
    content: unknown,
    rest: Pick<StoredDraft, 'savedAt' | 'baseVersion' | 'path'>,
  ): Promise<StoredDraft> => {
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const plain = encoder.encode(JSON.stringify(content ?? null));
    const ciphertext = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: boundTo(userId, draftKey) },
      keys.key,
      plain,
    );
    return { userId, draftKey, keyVersion: keys.version, iv, ciphertext, ...rest };
  };

  return {
    async put(keys, userId, draftKey, draft) {
      const record = await sealed(keys, userId, draftKey, draft.content, {
        savedAt: now().toISOString(),
        baseVersion: draft.baseVersion,
        path: draft.path,
      });
      await (await db()).put('drafts', record);
    },

    async read(keys, userId, draftKey) {
      const record = await (await db()).get('drafts', [userId, draftKey]);
      if (!record) return null;
      const version = record.keyVersion ?? 1;
      const key = version === keys.version ? keys.key : keys.previous.get(version);
      if (!key) return null;
      try {
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: record.iv, additionalData: boundTo(userId, draftKey) },
          key,
          record.ciphertext,
        );
        const content: unknown = JSON.parse(decoder.decode(plain));
        if (version !== keys.version) {
          // Written before the last password change: from now on under the current key.
          const { savedAt, baseVersion, path } = record;
          const again = await sealed(keys, userId, draftKey, content, {
            savedAt,
            baseVersion,
            path,
          });
          await (await db()).put('drafts', again);
        }
        return {
          content,
          savedAt: record.savedAt,
          baseVersion: record.baseVersion,
          path: record.path,
        };
      } catch {
        // Another key (or a damaged record): unreadable here, and not ours to delete.
        return null;
      }
    },

    async remove(userId, draftKey) {
      await (await db()).delete('drafts', [userId, draftKey]);
    },

    async list(userId) {
      const records = await (await db()).getAllFromIndex('drafts', 'byUser', userId);
      return records
        .map(({ draftKey, savedAt, baseVersion, path }) => ({
          draftKey,
          savedAt,
          baseVersion,
          path,
        }))
        .sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0));
    },

    async purge() {
      const cutoff = new Date(now().getTime() - DRAFT_TIMING.localCopyMaxAgeMs).toISOString();
      const tx = (await db()).transaction('drafts', 'readwrite');
      let cursor = await tx.store
        .index('bySavedAt')
        .openCursor(IDBKeyRange.upperBound(cutoff, true));
      let count = 0;
      while (cursor) {
        await cursor.delete();
        count += 1;
        cursor = await cursor.continue();
      }
      await tx.done;
      return count;
    },
  };
}

/** A raw 256-bit key (base64, as the server sends it) as a non-extractable AES-GCM key. */
export async function importDraftKey(base64: string): Promise<CryptoKey> {
  const raw = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  if (raw.length !== 32) throw new Error('A draft key is 256 bits');
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** The server's answer as non-extractable keys. */
export async function importDraftKeyring(response: DraftKeyResponse): Promise<DraftKeyring> {
  const previous = await Promise.all(
    response.previous.map(
      async ({ version, key }) => [version, await importDraftKey(key)] as const,
    ),
  );
  return {
    version: response.version,
    key: await importDraftKey(response.key),
    previous: new Map(previous),
  };
}

let held: { userId: string; key: Promise<DraftKeyring> } | null = null;

/**
 * The signed-in user's draft keys, asked of the server once per session (`load`) and held in
 * memory only; a failed load is not remembered, so the next use asks again. A password change
 * ends every session, so the next session loads the new key.
 */
export function draftKeyFor(
  userId: string,
  load: () => Promise<DraftKeyResponse>,
): Promise<DraftKeyring> {
  if (held?.userId === userId) return held.key;
  const key = load().then(importDraftKeyring);
  const entry = { userId, key };
  held = entry;
  key.catch(() => {
    if (held === entry) held = null;
  });
  return key;
}

/** Drops the key from memory: called at every session end (the copies stay, unreadable). */
export function forgetDraftKey(): void {
  held = null;
}

/** The page's one store. */
export const localDrafts = createLocalDraftStore();
