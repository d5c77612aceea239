/** Types of `test-summary.mjs` for its tests. */
export interface RunnerCounts {
  passed: number;
  failed: number;
  skipped: number;
}

export const POSTGRES_SKIP_REASON: string;

export function createSummary(): {
  record(name: string, counts: RunnerCounts): void;
  skip(name: string, reason: string): void;
  failed(): boolean;
  text(): string;
};
