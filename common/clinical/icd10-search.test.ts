import { describe, expect, it } from 'vitest';
import { icd10Code } from '../contracts/patients.contract';
import type { Icd10Entry } from './icd10-entry';
import { ICD10_MENTAL } from './icd10-mental';
import { foldText, icd10Title, searchIcd10 } from './icd10-search';

const codes = (query: string, limit?: number) => searchIcd10(query, limit).map((m) => m.code);

describe('the shipped ICD-10-CM list', () => {
  it('holds at least 250 codes, each unique and valid for the diagnosis contract', () => {
    expect(ICD10_MENTAL.length).toBeGreaterThanOrEqual(250);
    const all = ICD10_MENTAL.map(([code]) => code);
    expect(new Set(all).size).toBe(all.length);
    for (const code of all) expect(icd10Code.safeParse(code).success, code).toBe(true);
  });

  it('keeps only F and Z codes, in code order, each with a title', () => {
    const keys = ICD10_MENTAL.map(([code]) => code.replace('.', ''));
    expect(keys).toEqual([...keys].sort());
    for (const [code, title] of ICD10_MENTAL) {
      expect(code).toMatch(/^[FZ]/);
      expect(title.trim().length).toBeGreaterThan(2);
    }
  });

  it('carries the codes clinicians use most with their official titles', () => {
    expect(icd10Title('F32.1')).toBe('Major depressive disorder, single episode, moderate');
    expect(icd10Title('F41.1')).toBe('Generalized anxiety disorder');
    expect(icd10Title('F43.10')).toBe('Post-traumatic stress disorder, unspecified');
    expect(icd10Title('F43.23')).toBe('Adjustment disorder with mixed anxiety and depressed mood');
    expect(icd10Title('F90.0')).toBe(
      'Attention-deficit hyperactivity disorder, predominantly inattentive type',
    );
    expect(icd10Title('Z91.51')).toBe('Personal history of suicidal behavior');
    expect(icd10Title('F32.8')).toBeNull();
  });
});

describe('searching ICD-10-CM codes', () => {
  it('puts the exact code first, then the codes it begins', () => {
    expect(codes('F43.1')).toEqual(['F43.10', 'F43.11', 'F43.12']);
    expect(codes('F41.1')[0]).toBe('F41.1');
    expect(codes('F32').slice(0, 3)).toEqual(['F32.0', 'F32.1', 'F32.2']);
  });

  it('finds a code typed without its dot or in lower case', () => {
    expect(codes('f321')[0]).toBe('F32.1');
    expect(codes('f43.2 ')).toContain('F43.25');
    expect(codes('z6')).toContain('Z63.0');
  });

  it('finds titles by the beginnings of their words, in any order', () => {
    expect(codes('adjust anx').sort()).toEqual(['F43.22', 'F43.23']);
    expect(codes('stress post').sort()).toEqual(['F43.10', 'F43.11', 'F43.12']);
    expect(codes('generalized anxiety')).toEqual(['F41.1', 'F40.11']);
    expect(codes('burn')).toEqual(['Z73.0']);
  });

  it('ignores case and accents', () => {
    expect(codes('DÉPRESSIVE recurrent mild')).toEqual(['F33.0']);
    expect(foldText('Énurésie')).toBe('enuresie');
  });

  it('ranks the exact code, then code prefixes, then title words', () => {
    const entries: Icd10Entry[] = [
      ['F10.10', 'Mentions f12 in the title'],
      ['F12', 'Exact'],
      ['F12.10', 'Begins with the code'],
    ];
    expect(searchIcd10('f12', 10, entries).map((m) => m.code)).toEqual(['F12', 'F12.10', 'F10.10']);
  });

  it('finds a diagnosis by the abbreviation clinicians write, and only that diagnosis', () => {
    const mdd = codes('MDD');
    expect(mdd.slice(0, 4)).toEqual(['F33.1', 'F33.0', 'F32.1', 'F33.2']);
    expect(mdd.every((code) => /^F3[23]\./.test(code))).toBe(true);
    expect(mdd).not.toContain('F32.81');
    expect(codes('ptsd')).toEqual(['F43.10', 'F43.12', 'F43.11']);
    expect(codes('GAD')).toEqual(['F41.1']);
    expect(codes('ocd').sort()).toEqual(['F42.2', 'F42.8', 'F42.9']);
    expect(codes('ADHD').slice(0, 2)).toEqual(['F90.2', 'F90.0']);
    expect(codes('bpd')).toEqual(['F60.3']);
    expect(codes('asd').sort()).toEqual(['F43.0', 'F84.0']);
  });

  it('finds a code by the name DSM-5-TR gives it where the ICD title is older', () => {
    expect(codes('persistent depressive')).toContain('F34.1');
    expect(codes('dysthymia')).toEqual(['F34.1']);
    expect(codes('social anxiety')).toEqual(['F40.10', 'F40.11']);
  });

  it('forgives a slip in a word no title has, but not in its first letter', () => {
    expect(codes('anxeity')[0]).toBe('F41.1');
    expect(codes('anxeity')).toContain('F43.22');
    expect(codes('depresion recurent')).toContain('F33.1');
    expect(codes('borderlin personalty')).toEqual(['F60.3']);
    expect(codes('nxiety')).toEqual([]);
    expect(codes('axn')).toEqual([]);
  });

  it('puts the codes clinicians use most first among word matches', () => {
    const depress = codes('depress', 12);
    expect(depress.slice(0, 7)).toEqual([
      'F43.23',
      'F33.1',
      'F43.21',
      'F33.0',
      'F32.1',
      'F34.1',
      'F33.2',
    ]);
    expect(codes('depress')).toContain('F32.9');
    expect(codes('disorder', 3)).toEqual(['F41.1', 'F43.23', 'F33.1']);
    expect(codes('anxiety').indexOf('F41.1')).toBe(0);
  });

  it('answers nothing for an empty query or words no title starts with, and keeps to the limit', () => {
    expect(codes('   ')).toEqual([]);
    expect(codes('xylophone')).toEqual([]);
    expect(codes('pression')).toEqual([]);
    expect(codes('disorder', 5)).toHaveLength(5);
  });
});
