import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * How one kind of key (an account, an account from one address, an address) is slowed down after
 * failed attempts. Only failures count; a success clears the key (where `clearOnSuccess`).
 */
export interface ThrottlePolicy {
  /** Names the key in messages: "for this account", "from this address". */
  scope: string;
  /** Failures allowed without any wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further one. */
  baseDelayS: number;
  /** The longest wait: the throttle slows an attacker down, it never locks a clinic out for long. */
  maxDelayS: number;
  /** Failures older than this are forgotten (shared addresses); absent: counted until a success. */
  forgetAfterMs?: number;
  /** Consecutive failures after which the key is locked until a password reset (NIST SP 800-63B). */
  lockAfter?: number;
}

export interface ThrottleKey {
  policy: ThrottlePolicy;
  /** The value the key counts: an e-mail, an address, or both. Stored hashed. */
  value: string;
}

export type ThrottleVerdict =
  { allowed: true } | { allowed: false; locked: boolean; retryAfterS: number; scope: string };

/** The wait, in seconds, owed after `failures` consecutive failures (0 while within the free ones). */
export function delayAfter(policy: ThrottlePolicy, failures: number): number {
  const over = failures - policy.freeFailures;
  if (over <= 0) return 0;
  return Math.min(policy.maxDelayS, policy.baseDelayS * 2 ** Math.min(over - 1, 30));
}

const keyHash = ({ policy, value }: ThrottleKey) =>
  createHash('sha256').update(`${policy.scope}\u0000${value}`).digest('base64url');

/** The counters live in the database, so they hold across restarts and server instances. */
export class AttemptThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => Date,
  ) {}

  private async rows(keys: ThrottleKey[]) {
    if (keys.length === 0) return [];
    const hashes = keys.map(keyHash);
    const rows = await this.db
      .selectFrom('attempt_failures')
      .selectAll()
      .where('key_hash', 'in', hashes)
      .execute();
    return keys.map((key, i) => ({ key, row: rows.find((r) => r.key_hash === hashes[i]) }));
  }

  private live(key: ThrottleKey, row: { failures: number; last_failure_at: Date } | undefined) {
    if (!row) return 0;
    const age = this.clock().getTime() - new Date(row.last_failure_at).getTime();
    const forget = key.policy.forgetAfterMs;
    return forget !== undefined && age > forget ? 0 : row.failures;
  }

  /** Whether an attempt may go ahead now; when not, the longest wait among the keys. */
  async check(keys: ThrottleKey[]): Promise<ThrottleVerdict> {
    const now = this.clock().getTime();
    let verdict: ThrottleVerdict = { allowed: true };
    for (const { key, row } of await this.rows(keys)) {
      const failures = this.live(key, row);
      if (!row || failures === 0) continue;
      const { lockAfter, scope } = key.policy;
      if (lockAfter !== undefined && failures >= lockAfter) {
        return { allowed: false, locked: true, retryAfterS: 0, scope };
      }
      const until =
        new Date(row.last_failure_at).getTime() + delayAfter(key.policy, failures) * 1000;
      const retryAfterS = Math.ceil((until - now) / 1000);
      if (retryAfterS > 0 && (verdict.allowed || retryAfterS > verdict.retryAfterS)) {
        verdict = { allowed: false, locked: false, retryAfterS, scope };
      }
    }
    return verdict;
  }

  /** Counts one failure on every key, atomically (forgotten failures restart from one). */
  async fail(keys: ThrottleKey[]): Promise<void> {
    const now = this.clock();
    for (const key of keys) {
      const forget = key.policy.forgetAfterMs;
      const cutoff = new Date(forget === undefined ? 0 : now.getTime() - forget);
      await this.db
        .insertInto('attempt_failures')
        .values({ key_hash: keyHash(key), failures: 1, last_failure_at: now })
        .onConflict((oc) =>
          oc.column('key_hash').doUpdateSet({
            failures: sql<number>`CASE WHEN attempt_failures.last_failure_at < ${cutoff} THEN 1 ELSE attempt_failures.failures + 1 END`,
            last_failure_at: now,
          }),
        )
        .execute();
    }
  }

  /** The key's live failure count. */
  async failures(key: ThrottleKey): Promise<number> {
    const [entry] = await this.rows([key]);
    return entry ? this.live(key, entry.row) : 0;
  }

  /** A success (or a password reset) clears these keys. */
  async clear(keys: ThrottleKey[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db
      .deleteFrom('attempt_failures')
      .where('key_hash', 'in', keys.map(keyHash))
      .execute();
  }
}
