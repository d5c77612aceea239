// The closing lines of `npm test` (scripts/test-all.mjs): one line per runner, then the sum over
// all of them, "N passed, N failed, N skipped". A runner that did not run at all says why.

/** Why `npm test` leaves out the server suite on PostgreSQL, printed in its place. */
export const POSTGRES_SKIP_REASON =
  'no DATABASE_URL (set one to run the server suite on PostgreSQL; .ci/run starts one)';

/** An empty summary: `record` a runner's counts, `skip` a runner that did not run. */
export function createSummary() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const lines = [];
  return {
    record(name, counts) {
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      totals.skipped += counts.skipped;
      lines.push(
        `${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
      );
    },
    /** The whole runner counts as one skipped, so the closing line says something did not run. */
    skip(name, reason) {
      totals.skipped += 1;
      lines.push(`${name}: skipped — ${reason}`);
    },
    failed: () => totals.failed > 0,
    text: () =>
      [
        ...lines,
        `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
      ].join('\n'),
  };
}
