import { describe, expect, it } from 'vitest';
import type { AgeGroup, MatchRiskFlag } from '../contracts/knowledge.contract';
import { KNOWLEDGE_BASE } from './knowledge-base';
import { matchTreatments } from './match-treatments';

/** The clinical expectations of issue 12, against the knowledge base Praxis ships. */

const match = (
  codes: string[],
  problems = '',
  ageGroup: AgeGroup | null = null,
  riskFlags: MatchRiskFlag[] = [],
) =>
  matchTreatments(KNOWLEDGE_BASE, {
    diagnoses: codes.map((code) => ({ code, text: code })),
    problems,
    ageGroup,
    riskFlags,
  });
const ids = (...args: Parameters<typeof match>) => match(...args).map((m) => m.entryId);

describe('the renowned treatments for the shipped knowledge base', () => {
  it('ranks exposure and response prevention first for OCD (F42.2), and says why', () => {
    const [first] = match(['F42.2'], '', 'adult');
    expect(first).toMatchObject({ entryId: 'exposure-response-prevention', level: 'strong' });
    expect(first?.reasons).toContainEqual(
      expect.objectContaining({ kind: 'diagnosis', code: 'F42.2' }),
    );
    expect(first?.sources.length).toBeGreaterThan(0);
  });

  it('ranks prolonged exposure, CPT and EMDR top for an adult’s PTSD (F43.10)', () => {
    expect(ids(['F43.10'], '', 'adult').slice(0, 3).sort()).toEqual(
      ['cognitive-processing-therapy', 'emdr', 'prolonged-exposure'].sort(),
    );
  });

  it('ranks trauma-focused CBT first for a child’s PTSD, and leaves out the adults’ treatments', () => {
    const found = ids(['F43.10'], '', 'child');
    expect(found[0]).toBe('trauma-focused-cbt-children');
    expect(found).not.toContain('cognitive-processing-therapy');
  });

  it('ranks DBT first for borderline personality disorder (F60.3) and for self-harm', () => {
    expect(ids(['F60.3'], '', 'adult')[0]).toBe('dialectical-behaviour-therapy');
    expect(ids([], 'Repeated self-harm (cutting) since March', 'adolescent')[0]).toBe(
      'dialectical-behaviour-therapy',
    );
  });

  it('ranks CBT-I first for insomnia, by code (F51.01) or in words', () => {
    expect(ids(['F51.01'], '', 'adult')[0]).toBe('cbt-insomnia');
    expect(ids([], 'Insomnia for a year, waking at night', 'older-adult')[0]).toBe('cbt-insomnia');
  });

  it('matches family-based treatment for an adolescent’s anorexia (F50.0), not an adult’s', () => {
    expect(ids(['F50.01'], '', 'adolescent')[0]).toBe('family-based-treatment');
    expect(ids(['F50.01'], '', 'adult')).not.toContain('family-based-treatment');
  });

  it('ranks CBT, behavioural activation or IPT first for an adult’s depression (F32.1)', () => {
    expect(['cbt-depression', 'behavioural-activation', 'interpersonal-psychotherapy']).toContain(
      ids(['F32.1'], 'low mood', 'adult')[0],
    );
  });

  it('ranks parent management training first for a child’s conduct problems (F91.3)', () => {
    expect(ids(['F91.3'], 'tantrums and defiance', 'child')[0]).toBe('parent-management-training');
  });

  it('matches motivational interviewing for alcohol use (F10.10)', () => {
    expect(ids(['F10.10'], '', 'adult')).toContain('motivational-interviewing');
  });

  it('ranks a diagnosis’s treatments above those matched by a passing word', () => {
    const found = ids(['F42.2'], 'trouble sleeping', 'adult');
    expect(found.indexOf('exposure-response-prevention')).toBeLessThan(
      found.indexOf('cbt-insomnia'),
    );
  });

  it('matches nothing without diagnoses or problems', () => {
    expect(match([], '', 'adult')).toEqual([]);
  });
});

/** What a clinician checking 40 demo patients would not trust (issue 30). */
describe('the matches a clinician can trust', () => {
  it('puts safety planning, with its evidence, first for a chart flagged for suicide risk', () => {
    for (const codes of [['F33.2', 'F42.2'], ['F43.10'], []]) {
      const [first] = match(codes, '', 'adult', ['suicide-risk']);
      expect(first, codes.join()).toMatchObject({
        entryId: 'safety-planning-intervention',
        reasons: [{ kind: 'risk', flag: 'suicide-risk' }, { kind: 'age' }],
      });
      expect(first?.sources.map((s) => s.body)).toContain('NICE NG225');
    }
    expect(ids(['F33.2'], '', 'adult')[0]).not.toBe('safety-planning-intervention');
  });

  it('offers MBCT for recurrent depression of any severity, naming remission as its indication', () => {
    for (const code of ['F33.1', 'F33.2']) {
      const mbct = match([code], '', 'adult').find(
        (m) => m.entryId === 'mindfulness-based-cognitive-therapy',
      );
      expect(mbct?.condition, code).toBe(
        'Recurrent depression: relapse prevention once in remission',
      );
    }
    const inRemission = match(['F33.42'], '', 'older-adult').find(
      (m) => m.entryId === 'mindfulness-based-cognitive-therapy',
    );
    expect(inRemission?.condition).toBe('Recurrent depression in remission: relapse prevention');
  });

  it('offers DBT for borderline personality disorder to an older adult as to an adult', () => {
    expect(ids(['F60.3'], '', 'older-adult')[0]).toBe('dialectical-behaviour-therapy');
    expect(ids(['F60.3'], '', 'child')).toEqual([]);
  });

  it('ranks bipolar-specific treatments for bipolar II, and cautions CBT-I’s sleep restriction', () => {
    const found = match(['F31.81', 'F51.01'], '', 'adult');
    const bipolar = [
      'psychoeducation-bipolar',
      'interpersonal-social-rhythm-therapy',
      'family-focused-therapy-bipolar',
      'cbt-bipolar',
    ];
    expect(found.map((m) => m.entryId)).toEqual(expect.arrayContaining(bipolar));
    expect(ids(['F31.81'], '', 'adult')).toEqual([
      'psychoeducation-bipolar',
      'cbt-bipolar',
      'family-focused-therapy-bipolar',
      'interpersonal-social-rhythm-therapy',
    ]);
    const cbti = found.find((m) => m.entryId === 'cbt-insomnia');
    expect(cbti?.cautions).toEqual([
      expect.objectContaining({ label: 'Bipolar disorder', code: 'F31.81' }),
    ]);
    expect(cbti?.cautions[0]?.advice).toMatch(/hypomania/);
    expect(cbti?.cautions[0]?.sources.length).toBeGreaterThan(0);
    expect(match(['F51.01'], '', 'adult')[0]?.cautions).toEqual([]);
  });

  it('matches dysthymia (F34.1), adjustment disorders (F43.2x) and adult ADHD (F90.x)', () => {
    expect(match(['F34.1'], '', 'adult')[0]).toMatchObject({
      entryId: 'cbt-depression',
      condition: 'Persistent depressive disorder (dysthymia)',
    });
    for (const code of ['F43.21', 'F43.23']) {
      expect(ids([code], '', 'adult'), code).toContain('problem-solving-therapy-adjustment');
    }
    expect(ids(['F90.0'], '', 'adult')[0]).toBe('cbt-adult-adhd');
    expect(ids(['F90.0'], '', 'child')).not.toContain('cbt-adult-adhd');
  });
});
