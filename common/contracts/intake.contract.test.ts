import { describe, expect, it } from 'vitest';
import {
  emptyIntakeContent,
  intakeContent,
  MSE_MULTI_DOMAINS,
  mentalStatusExam,
  storedIntakeContent,
} from './intake.contract';

const blank = emptyIntakeContent().mse;
const parse = (patch: Record<string, unknown>) =>
  mentalStatusExam.safeParse({ ...blank, ...patch });
const messageOf = (patch: Record<string, unknown>) =>
  parse(patch)
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    .join('; ');

describe('the mental status exam contract', () => {
  it('accepts several choices in a domain, stored in the domain’s order', () => {
    const result = parse({
      mood: ['anxious', 'depressed'],
      perception: ['visual-hallucinations', 'auditory-hallucinations'],
    });
    expect(result.data?.mood).toEqual(['depressed', 'anxious']);
    expect(result.data?.perception).toEqual(['auditory-hallucinations', 'visual-hallucinations']);
  });

  it('accepts no choice at all (not assessed) and "within normal limits" alone', () => {
    expect(parse({}).data).toEqual(blank);
    expect(parse({ mood: ['euthymic'] }).data?.mood).toEqual(['euthymic']);
  });

  it('refuses a choice twice, saying so', () => {
    expect(messageOf({ mood: ['depressed', 'depressed'] })).toBe('mood: Each choice at most once');
  });

  it('refuses "within normal limits" together with another choice, saying so', () => {
    expect(messageOf({ mood: ['euthymic', 'anxious'] })).toBe(
      'mood: "euthymic" (within normal limits) cannot be chosen together with another choice',
    );
  });

  it('refuses a choice of another domain', () => {
    expect(messageOf({ mood: ['tangential'] })).toContain('mood.0');
  });

  it('keeps insight and judgement to one graded choice', () => {
    expect(parse({ insight: 'fair', judgement: 'poor' }).success).toBe(true);
    expect(parse({ insight: ['fair'] }).success).toBe(false);
  });

  it('reads an old tab’s single choices and nulls as lists of one and of none', () => {
    const result = parse({ mood: 'depressed', perception: null, insight: 'good' });
    expect(result.data).toEqual({ ...blank, mood: ['depressed'], perception: [], insight: 'good' });
  });

  it('still refuses an unknown single choice of an old tab', () => {
    expect(messageOf({ mood: 'ecstatic' })).toContain('mood.0');
  });
});

describe('storedIntakeContent', () => {
  it('reads a legacy stored exam as lists, without touching the stored object', () => {
    const legacy = {
      ...emptyIntakeContent(),
      mse: {
        ...Object.fromEntries(MSE_MULTI_DOMAINS.map((domain) => [domain, null])),
        mood: 'depressed',
        insight: 'fair',
        judgement: null,
        notes: 'Tearful.',
      },
    };
    const copy = structuredClone(legacy);
    const read = storedIntakeContent(legacy);
    expect(read.mse).toEqual({ ...blank, mood: ['depressed'], insight: 'fair', notes: 'Tearful.' });
    expect(intakeContent.safeParse(read).success).toBe(true);
    expect(legacy).toEqual(copy);
  });

  it('leaves content already in lists as it is', () => {
    const content = { ...emptyIntakeContent(), mse: { ...blank, mood: ['depressed', 'anxious'] } };
    expect(storedIntakeContent(content)).toEqual(content);
  });
});
