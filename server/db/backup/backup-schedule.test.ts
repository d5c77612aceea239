import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadBackupConfig } from './backup-config.ts';
import { backupFileName, scheduleBackups } from './backup-schedule.ts';

const HOUR = 60 * 60 * 1000;

describe('scheduled backups', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads PRAXIS_BACKUP_EVERY_HOURS and PRAXIS_BACKUP_KEEP, off and 7 by default', () => {
    expect(loadBackupConfig({}, '/srv/praxis/pglite')).toEqual({
      dir: '/srv/praxis/backups',
      everyHours: null,
      keep: 7,
    });
    expect(
      loadBackupConfig(
        { PRAXIS_BACKUP_EVERY_HOURS: '24', PRAXIS_BACKUP_KEEP: '3', PRAXIS_BACKUP_DIR: '/b' },
        '/srv/praxis/pglite',
      ),
    ).toEqual({ dir: '/b', everyHours: 24, keep: 3 });
  });

  it('writes a backup every interval and keeps only the newest N', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const dir = join(tmpdir(), `praxis-backups-${randomUUID()}`);
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    let now = new Date('2026-11-28T00:00:00Z');
    const done: string[] = [];
    const schedule = scheduleBackups({
      config: { dir, everyHours: 6, keep: 2 },
      take: async () => new Uint8Array([1, 2, 3]),
      now: () => now,
      onDone: (path) => done.push(path),
      onError: (error) => {
        throw error;
      },
    });
    for (let run = 0; run < 4; run += 1) {
      now = new Date(now.getTime() + 6 * HOUR);
      await vi.advanceTimersByTimeAsync(6 * HOUR);
      await vi.waitFor(() => expect(done).toHaveLength(run + 1));
    }
    await schedule.stop();
    expect(readdirSync(dir).sort()).toEqual([
      backupFileName(new Date('2026-11-28T18:00:00Z')),
      backupFileName(new Date('2026-11-29T00:00:00Z')),
    ]);
  });

  it('takes no backup when no interval is set', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const take = vi.fn(async () => new Uint8Array());
    const schedule = scheduleBackups({
      config: { dir: '/nowhere', everyHours: null, keep: 7 },
      take,
      now: () => new Date(),
      onDone: () => {},
      onError: () => {},
    });
    await vi.advanceTimersByTimeAsync(48 * HOUR);
    await schedule.stop();
    expect(take).not.toHaveBeenCalled();
  });
});
