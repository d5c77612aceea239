import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { DRAFT_TIMING } from '../../config/draft-timing';

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

export interface LocalDraftStore {
  put(
    key: CryptoKey,
    userId: string,
    draftKey: string,
    draft: Omit<LocalDraft, 'savedAt'>,
  ): Promise<void>;
  /** The copy, or null when there is none or this key cannot read it. */
  read(key: CryptoKey, userId: string, draftKey: string): Promise<LocalDraft | null>;
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

  return {
    async put(key, userId, draftKey, draft) {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const plain = encoder.encode(JSON.stringify(draft.content ?? null));
      const ciphertext = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: boundTo(userId, draftKey) },
        key,
        plain,
      );
      const record: StoredDraft = {
        userId,
        draftKey,
        iv,
        ciphertext,
        savedAt: now().toISOString(),
        baseVersion: draft.baseVersion,
        path: draft.path,
      };
      await (await db()).put('drafts', record);
    },

    async read(key, userId, draftKey) {
      const record = await (await db()).get('drafts', [userId, draftKey]);
      if (!record) return null;
      try {
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: record.iv, additionalData: boundTo(userId, draftKey) },
          key,
          record.ciphertext,
        );
        const content: unknown = JSON.parse(decoder.decode(plain));
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

let held: { userId: string; key: Promise<CryptoKey> } | null = null;

/**
 * The signed-in user's draft key, asked of the server once per session (`load`) and held in
 * memory only; a failed load is not remembered, so the next use asks again.
 */
export function draftKeyFor(userId: string, load: () => Promise<string>): Promise<CryptoKey> {
  if (held?.userId === userId) return held.key;
  const key = load().then(importDraftKey);
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
