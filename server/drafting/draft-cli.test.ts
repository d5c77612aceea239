import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { draftOffline } from '../../common/drafting/offline-drafter.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixture = fileURLToPath(new URL('./eval/fixtures/short-session.txt', import.meta.url));
const tsx = join(root, 'node_modules', '.bin', 'tsx');

function draft(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(tsx, ['scripts/draft.ts', ...args], { cwd: root }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('npm run draft', () => {
  it('prints one line of JSON with the SOAP sections of a text file', async () => {
    const { code, stdout } = await draft('--format', 'soap', fixture);
    expect(code).toBe(0);
    expect(stdout.endsWith('\n')).toBe(true);
    expect(stdout.trim().split('\n')).toHaveLength(1);
    const printed = JSON.parse(stdout) as { format: string; sections: Record<string, string> };
    expect(printed.format).toBe('soap');
    expect(Object.keys(printed.sections)).toEqual([
      'subjective',
      'objective',
      'assessment',
      'plan',
    ]);
    expect(printed.sections).toEqual(draftOffline('soap', readFileSync(fixture, 'utf8')).sections);
  });

  it('prints the DAP sections with --format=dap', async () => {
    const { code, stdout } = await draft(`--format=dap`, fixture);
    expect(code).toBe(0);
    expect(Object.keys((JSON.parse(stdout) as { sections: object }).sections)).toEqual([
      'data',
      'assessment',
      'plan',
    ]);
  });

  it('exits 2 with a clear message for an unknown format, a missing file and an empty file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'praxis-draft-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const empty = join(dir, 'empty.txt');
    writeFileSync(empty, '  \n');
    const [unknown, missing, blank] = await Promise.all([
      draft('--format', 'narrative', fixture),
      draft('--format', 'soap', 'no/such/file.txt'),
      draft('--format', 'dap', empty),
    ]);
    expect(unknown).toMatchObject({ code: 2, stdout: '' });
    expect(unknown.stderr).toContain('unknown format "narrative" (use soap or dap)');
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toContain('no such file: no/such/file.txt');
    expect(blank).toMatchObject({ code: 2, stdout: '' });
    expect(blank.stderr).toContain('the file is empty');
  });
});
