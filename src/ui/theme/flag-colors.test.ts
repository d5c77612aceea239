import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { patientFlag } from '../../../common/contracts/patients.contract';
import { FLAG_PALETTE, flagPalette } from './flag-colors';

/** The views (not tests, not stories) under src/ui that draw a badge for each of a patient's flags. */
function viewsShowingFlags(): string[] {
  return readdirSync('src/ui', { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx$/.test(entry.name))
    .filter((entry) => !/\.(test|stories)\.tsx$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => /flags\.map\(\(flag\)/.test(readFileSync(path, 'utf8')));
}

describe('the colour of a chart flag', () => {
  it('is red for a risk to life, whichever view shows it', () => {
    expect(flagPalette('suicide-risk')).toBe('red');
    expect(flagPalette('violence-risk')).toBe('red');
  });

  it('has one colour for every kind of flag', () => {
    expect(Object.keys(FLAG_PALETTE).sort()).toEqual([...patientFlag.options].sort());
  });

  it('gives a flag this client does not know the "other risk" colour', () => {
    expect(flagPalette('new-kind')).toBe(FLAG_PALETTE['other-risk']);
  });

  it('is taken from the one definition by every view that shows flags (the day, the chart header, the flags card)', () => {
    const views = viewsShowingFlags();
    expect(views.map((path) => path.replace(/\\/g, '/')).sort()).toEqual([
      'src/ui/encounters/practitioner-day-view.tsx',
      'src/ui/patients/chart-header.tsx',
      'src/ui/patients/flags-editor.tsx',
    ]);
    for (const path of views) {
      const source = readFileSync(path, 'utf8');
      // Every badge drawn for a flag takes its palette from flagPalette, never a literal colour.
      const flagBadges = [...source.matchAll(/flags\.map\(\(flag\) => \(\s*<Badge([^>]*)>/g)];
      expect(flagBadges.length, path).toBeGreaterThan(0);
      for (const [, attributes] of flagBadges) {
        expect(attributes, path).toContain('colorPalette={flagPalette(flag)}');
      }
    }
  });
});
