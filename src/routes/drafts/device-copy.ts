import { draftKeyApi } from '../../api/drafts/draft-key.api';
import type { LocalCopyInput } from '../../machines/drafts/document-draft.types';
import { sameContent } from '../../machines/drafts/document-draft.machine';
import { draftKeyFor, localDrafts } from '../../platform/drafts/local-draft-store';

/**
 * The encrypted device copy of one draft, for one signed-in user: kept while the server cannot
 * take the text, dropped once it has it, read back when the editor opens again. Nothing here
 * ever rejects: a device copy that cannot be written (no key, storage refused) leaves the text
 * in the editor, and the statechart keeps trying the server.
 */
export interface DeviceCopy {
  keep(copy: LocalCopyInput): Promise<void>;
  clear(): Promise<void>;
  /**
   * A copy that differs from what the server holds (one that does not is deleted), or null; its
   * content read through `read` first when given (a copy kept by an older release).
   */
  restore(
    server: { content: unknown },
    read?: (content: unknown) => unknown,
  ): Promise<LocalCopyInput | null>;
}

const keyOf = (userId: string) => draftKeyFor(userId, draftKeyApi.draftKey);
const currentPath = () =>
  `${globalThis.location?.pathname ?? ''}${globalThis.location?.search ?? ''}`;

export function deviceCopyOf(userId: string | null, draftKey: string): DeviceCopy {
  return {
    async keep(copy) {
      if (!userId) return;
      try {
        const key = await keyOf(userId);
        await localDrafts.put(key, userId, draftKey, { ...copy, path: currentPath() });
      } catch {
        // No key (never online since sign-in) or no storage: the editor still holds the text.
      }
    },
    async clear() {
      if (!userId) return;
      await localDrafts.remove(userId, draftKey).catch(() => {});
    },
    async restore(server, read = (content) => content) {
      if (!userId) return null;
      try {
        await localDrafts.purge();
        const copy = await localDrafts.read(await keyOf(userId), userId, draftKey);
        if (!copy) return null;
        const content = read(copy.content);
        if (sameContent(content, server.content)) {
          await localDrafts.remove(userId, draftKey);
          return null;
        }
        return { content, baseVersion: copy.baseVersion };
      } catch {
        return null;
      }
    },
  };
}
