/**
 * A short memory of outside answers: at most `maxEntries`, each for `ttlMs`. The oldest entry
 * goes first when it is full (insertion order; a fresh `set` moves an entry to the end).
 */
export interface AnswerCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  readonly size: number;
}

export function createAnswerCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
}): AnswerCache<T> {
  const entries = new Map<string, { value: T; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= options.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: options.now() + options.ttlMs });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
