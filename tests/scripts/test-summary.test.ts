// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { POSTGRES_SKIP_REASON, createSummary } from '../../scripts/test-summary.mjs';

describe("npm test's closing lines", () => {
  it('name a runner left out with its reason and count it as one skipped in the sum', () => {
    const summary = createSummary();
    summary.record('unit', { passed: 10, failed: 0, skipped: 2 });
    summary.skip('server-postgres', POSTGRES_SKIP_REASON);

    expect(summary.text().split('\n')).toEqual([
      'unit: 10 passed, 0 failed, 2 skipped',
      'server-postgres: skipped — no DATABASE_URL (set one to run the server suite on PostgreSQL; .ci/run starts one)',
      '10 passed, 0 failed, 3 skipped',
    ]);
    expect(summary.failed()).toBe(false);
  });

  it('sum every runner and fail when any runner failed', () => {
    const summary = createSummary();
    summary.record('lint', { passed: 1, failed: 0, skipped: 0 });
    summary.record('e2e', { passed: 5, failed: 1, skipped: 0 });

    expect(summary.text().split('\n').at(-1)).toBe('6 passed, 1 failed, 0 skipped');
    expect(summary.failed()).toBe(true);
  });
});
