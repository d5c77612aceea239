import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  treatmentMatch,
  type KnowledgeEntry,
  type TreatedCondition,
} from '../contracts/knowledge.contract';
import { isRiskFirst, matchTreatments, stemmedWords, type MatchBasis } from './match-treatments';

const source = { body: 'Test body', citation: 'A test citation.', url: null, year: 2020 };

const condition = (over: Partial<TreatedCondition>): TreatedCondition => ({
  label: 'A condition',
  icd10Prefixes: [],
  problemTerms: [],
  level: 'strong',
  ageGroups: ['child', 'adolescent', 'adult', 'older-adult'],
  sources: [source],
  ...over,
});

const treatment = (id: string, title: string, conditions: TreatedCondition[]): KnowledgeEntry => ({
  id,
  kind: 'treatment',
  title,
  aliases: [],
  summary: `${title} in short.`,
  description: `${title} described.`,
  forWhom: 'People it helps.',
  ageGroups: ['child', 'adolescent', 'adult', 'older-adult'],
  conditions,
  measurement: null,
  typicalCourse: null,
  contraindications: null,
  related: [],
  sources: [],
  literatureQuery: `"${title}"`,
});

const erp = treatment('erp', 'Exposure and response prevention', [
  condition({
    label: 'Obsessive-compulsive disorder',
    icd10Prefixes: ['F42'],
    problemTerms: ['checking', 'intrusive thoughts', 'compulsion'],
  }),
]);
const anxietyCbt = treatment('cbt-anxiety', 'Cognitive behavioural therapy for anxiety', [
  condition({ label: 'Generalised anxiety', icd10Prefixes: ['F41.1'], problemTerms: ['worry'] }),
  condition({ label: 'Anxiety, any', icd10Prefixes: ['F41'], level: 'moderate' }),
]);
const fbt = treatment('fbt', 'Family-based treatment', [
  condition({
    label: 'Anorexia nervosa in young people',
    icd10Prefixes: ['F50.0'],
    ageGroups: ['child', 'adolescent'],
  }),
]);
const emerging = treatment('emerging', 'An emerging therapy', [
  condition({ label: 'OCD (trials)', icd10Prefixes: ['F42.2'], level: 'emerging' }),
]);
const dbt = treatment('dbt', 'Dialectical behaviour therapy', [
  condition({ label: 'Self-harm', problemTerms: ['self-harm', 'cutting'] }),
]);
const instrument: KnowledgeEntry = {
  ...treatment('ybocs', 'Y-BOCS', []),
  kind: 'instrument',
  measurement: { measures: 'OCD severity', items: 10, scoring: '0–40', cutoffs: '16+' },
};
const ENTRIES = [erp, anxietyCbt, fbt, emerging, dbt, instrument];

const basis = (over: Partial<MatchBasis>): MatchBasis => ({
  diagnoses: [],
  problems: '',
  ageGroup: null,
  riskFlags: [],
  ...over,
});
const dx = (...codes: string[]) => codes.map((code) => ({ code, text: code }));
const ids = (b: MatchBasis) => matchTreatments(ENTRIES, b).map((m) => m.entryId);

describe('matching treatments to a diagnosis', () => {
  it('matches a code under a condition’s prefix and says which code and condition', () => {
    const [match, ...rest] = matchTreatments(ENTRIES, basis({ diagnoses: dx('F42.2') }));
    expect(match).toMatchObject({
      entryId: 'erp',
      level: 'strong',
      condition: 'Obsessive-compulsive disorder',
      reasons: [{ kind: 'diagnosis', code: 'F42.2', condition: 'Obsessive-compulsive disorder' }],
      sources: [source],
      literatureQuery: '"Exposure and response prevention"',
    });
    expect(z.array(treatmentMatch).parse([match, ...rest])).toHaveLength(2);
  });

  it('weighs strong evidence above emerging, even when the emerging prefix is more specific', () => {
    const matches = matchTreatments(ENTRIES, basis({ diagnoses: dx('F42.2') }));
    expect(matches.map((m) => [m.entryId, m.score])).toEqual([
      ['erp', 30],
      ['emerging', 12],
    ]);
  });

  it('picks the most specific, best-evidenced condition of a treatment and shows it once', () => {
    const [match] = matchTreatments(ENTRIES, basis({ diagnoses: dx('F41.1') }));
    expect(match).toMatchObject({ entryId: 'cbt-anxiety', condition: 'Generalised anxiety' });
    expect(match?.score).toBe(12 * 3);
    const broad = matchTreatments(ENTRIES, basis({ diagnoses: dx('F41.0') }));
    expect(broad).toMatchObject([{ condition: 'Anxiety, any', level: 'moderate', score: 20 }]);
  });

  it('ignores case and dots in codes and prefixes', () => {
    expect(ids(basis({ diagnoses: dx('f422') }))).toEqual(['erp', 'emerging']);
  });

  it('matches nothing for an unrelated code, and never matches instruments', () => {
    expect(ids(basis({ diagnoses: dx('Z63.0') }))).toEqual([]);
    expect(ids(basis({ diagnoses: dx('F42.2') }))).not.toContain('ybocs');
  });
});

describe('matching treatments to presenting problems', () => {
  it('finds whole words regardless of case, plural or verb ending', () => {
    const [match] = matchTreatments(
      ENTRIES,
      basis({ problems: 'Endless CHECKS of the stove; intrusive thought about harm' }),
    );
    expect(match?.reasons).toEqual([
      { kind: 'problem', term: 'checking', condition: 'Obsessive-compulsive disorder' },
      { kind: 'problem', term: 'intrusive thoughts', condition: 'Obsessive-compulsive disorder' },
    ]);
    expect(match?.score).toBe((4 + 1) * 3);
  });

  it('does not match a term inside another word', () => {
    expect(ids(basis({ problems: 'recompulsionary worryingness' }))).toEqual([]);
  });

  it('tolerates hyphens and doubled consonants (self harm, cuts, cutting)', () => {
    expect(ids(basis({ problems: 'Self harming by cutting' }))).toEqual(['dbt']);
    expect(matchTreatments(ENTRIES, basis({ problems: 'cuts' }))[0]?.reasons).toEqual([
      { kind: 'problem', term: 'cutting', condition: 'Self-harm' },
    ]);
  });

  it('ranks a diagnosis above a problem of the same evidence', () => {
    expect(ids(basis({ diagnoses: dx('F41.1'), problems: 'self-harm' }))).toEqual([
      'cbt-anxiety',
      'dbt',
    ]);
  });

  it('adds a problem to a diagnosis of the same condition', () => {
    const [match] = matchTreatments(
      ENTRIES,
      basis({ diagnoses: dx('F42.2'), problems: 'compulsions' }),
    );
    expect(match?.score).toBe((10 + 4) * 3);
    expect(match?.reasons.map((r) => r.kind)).toEqual(['diagnosis', 'problem']);
  });
});

describe('matching treatments to an age group', () => {
  it('matches a young people’s treatment for an adolescent, and says the age fits', () => {
    const [match] = matchTreatments(
      ENTRIES,
      basis({ diagnoses: dx('F50.01'), ageGroup: 'adolescent' }),
    );
    expect(match?.entryId).toBe('fbt');
    expect(match?.reasons).toContainEqual({ kind: 'age', ageGroup: 'adolescent' });
    expect(match?.score).toBe((12 + 1) * 3);
  });

  it('does not match it for an adult', () => {
    expect(ids(basis({ diagnoses: dx('F50.01'), ageGroup: 'adult' }))).toEqual([]);
  });

  it('does not filter by age when the age group is unknown', () => {
    expect(ids(basis({ diagnoses: dx('F50.01') }))).toEqual(['fbt']);
  });

  it('never matches on the age group alone', () => {
    expect(ids(basis({ ageGroup: 'child' }))).toEqual([]);
  });
});

describe('matching a chart’s risk flag', () => {
  const safety = treatment('safety', 'Safety planning', [
    condition({
      label: 'Suicide risk',
      problemTerms: ['suicidal'],
      riskFlags: ['suicide-risk'],
      level: 'moderate',
    }),
  ]);
  const entries = [...ENTRIES, safety];

  it('puts the treatment for a suicide-risk flag first, whatever the diagnoses, and says why', () => {
    const matches = matchTreatments(
      entries,
      basis({ diagnoses: dx('F42.2', 'F41.1'), riskFlags: ['suicide-risk'] }),
    );
    expect(matches.map((m) => m.entryId)).toEqual(['safety', 'cbt-anxiety', 'erp', 'emerging']);
    expect(matches[0]?.reasons).toEqual([
      { kind: 'risk', flag: 'suicide-risk', condition: 'Suicide risk' },
    ]);
    expect(isRiskFirst(matches[0]!)).toBe(true);
    expect(matches[0]!.score).toBeLessThan(matches[1]!.score);
  });

  it('does not put a treatment first for a flag it does not answer, nor without the flag', () => {
    expect(ids(basis({ diagnoses: dx('F42.2'), riskFlags: ['violence-risk'] }))).toEqual([
      'erp',
      'emerging',
    ]);
    const [first] = matchTreatments(
      entries,
      basis({ diagnoses: dx('F42.2'), problems: 'suicidal' }),
    );
    expect(first?.entryId).toBe('erp');
  });
});

describe('cautions on a match', () => {
  const advice = 'Sleep restriction can trigger hypomania.';
  const sleepCaution = {
    label: 'Bipolar disorder',
    icd10Prefixes: ['F31'],
    advice,
    sources: [source],
  };
  const cbti: KnowledgeEntry = {
    ...treatment('cbti', 'CBT for insomnia', [
      condition({ label: 'Chronic insomnia', icd10Prefixes: ['F51.0'] }),
    ]),
    cautions: [sleepCaution],
  };

  it('carries the caution, with the diagnosis that calls for it, when that diagnosis is present', () => {
    const [match] = matchTreatments([cbti], basis({ diagnoses: dx('F51.01', 'F31.81') }));
    expect(match?.cautions).toEqual([
      { label: 'Bipolar disorder', code: 'F31.81', advice, sources: [source] },
    ]);
    expect(treatmentMatch.parse(match)).toEqual(match);
  });

  it('carries no caution without such a diagnosis, and never matches on a caution alone', () => {
    expect(matchTreatments([cbti], basis({ diagnoses: dx('F51.01') }))[0]?.cautions).toEqual([]);
    expect(matchTreatments([cbti], basis({ diagnoses: dx('F31.81') }))).toEqual([]);
  });
});

describe('the order of matches', () => {
  it('breaks ties by evidence, then by title, and is the same every time', () => {
    const twin = treatment('twin', 'A twin of ERP', erp.conditions);
    const entries = [erp, twin, anxietyCbt];
    const input = basis({ diagnoses: dx('F42.2', 'F41.1') });
    const first = matchTreatments(entries, input).map((m) => m.entryId);
    expect(first).toEqual(['cbt-anxiety', 'twin', 'erp']);
    expect(matchTreatments([...entries].reverse(), input).map((m) => m.entryId)).toEqual(first);
  });
});

describe('the stemmer the terms are compared with', () => {
  it('reduces plural and verb forms to one word', () => {
    expect(stemmedWords('worries worried worry')).toEqual(['worry', 'worry', 'worry']);
    expect(stemmedWords('Nightmares nightmare')).toEqual(['nightmar', 'nightmar']);
    expect(stemmedWords('bingeing binge')).toEqual(['bing', 'bing']);
    expect(stemmedWords('Énergie')).toEqual(['energi']);
  });
});
