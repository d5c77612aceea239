import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrokenRecord, IntegrityReport } from './integrity-report.ts';
import { INTEGRITY_CHECK_INTERVAL_MS, integrityWatch } from './integrity-watch.ts';

/** The server's daily check, under a fake clock: no real waiting. */
const at = (iso: string) => new Date(iso);
const reportWith = (checkedAt: Date, broken: BrokenRecord[] = []): IntegrityReport => ({
  checkedAt,
  checked: { notes: 3, addenda: 1, intakes: 2, auditEvents: 40 },
  broken,
});
const brokenNote: BrokenRecord = {
  kind: 'note',
  tenantId: 'clinic-1',
  id: 'note-1',
  problem: 'its SHA-256 does not match its contents',
};

function logSpy() {
  const lines: { level: 'info' | 'error'; line: string; fields?: object }[] = [];
  return {
    lines,
    log: {
      info: (line: string) => void lines.push({ level: 'info', line }),
      error: (fields: object, line: string) => void lines.push({ level: 'error', line, fields }),
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the daily integrity check', () => {
  it('is pending until its first run, then reports it, and runs again a day later', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const outcomes = [
      reportWith(at('2026-11-28T03:00:00Z')),
      reportWith(at('2026-11-29T03:00:00Z'), [brokenNote]),
    ];
    let runs = 0;
    const { lines, log } = logSpy();
    const watch = integrityWatch({
      check: async () => outcomes[runs++] ?? reportWith(at('2026-11-30T03:00:00Z')),
      now: () => at('2026-11-28T03:00:00Z'),
      log,
    });
    expect(watch.current()).toEqual({ status: 'pending' });
    watch.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    expect(watch.current()).toEqual({
      status: 'intact',
      checkedAt: '2026-11-28T03:00:00.000Z',
      brokenRecords: 0,
    });
    expect(lines).toEqual([
      {
        level: 'info',
        line: 'Integrity intact: 3 signed notes, 1 addenda, 2 signed intakes, 40 audit events checked.',
      },
    ]);
    await vi.advanceTimersByTimeAsync(INTEGRITY_CHECK_INTERVAL_MS - 1);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(2);
    expect(watch.current()).toEqual({
      status: 'broken',
      checkedAt: '2026-11-29T03:00:00.000Z',
      brokenRecords: 1,
    });
    expect(lines[1]?.level).toBe('error');
    expect(lines[1]?.line).toContain(
      'first: note note-1 of clinic clinic-1: its SHA-256 does not match its contents',
    );
    await watch.stop();
    await vi.advanceTimersByTimeAsync(INTEGRITY_CHECK_INTERVAL_MS * 2);
    expect(runs).toBe(2);
  });

  it('reports a check that could not run as failed, and tries again at the next interval', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let runs = 0;
    const { lines, log } = logSpy();
    const watch = integrityWatch({
      check: async () => {
        runs += 1;
        if (runs === 1) throw new Error('database away');
        return reportWith(at('2026-11-29T03:00:00Z'));
      },
      now: () => at('2026-11-28T03:00:00Z'),
      log,
      intervalMs: 1_000,
    });
    watch.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(watch.current()).toEqual({ status: 'failed', checkedAt: '2026-11-28T03:00:00.000Z' });
    expect(lines[0]).toMatchObject({ level: 'error', line: 'Integrity check failed to run' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(watch.current()).toMatchObject({ status: 'intact' });
    await watch.stop();
  });

  it('does not start a second run while one is under way, and stop waits for it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let runs = 0;
    let finish = () => {};
    const watch = integrityWatch({
      check: () => {
        runs += 1;
        return new Promise<IntegrityReport>((resolve) => {
          finish = () => resolve(reportWith(at('2026-11-28T03:00:00Z')));
        });
      },
      now: () => at('2026-11-28T03:00:00Z'),
      log: logSpy().log,
      intervalMs: 1_000,
    });
    watch.start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(1);
    let stopped = false;
    const stopping = watch.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(watch.current()).toMatchObject({ status: 'intact' });
  });
});
