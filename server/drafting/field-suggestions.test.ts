import { describe, expect, it } from 'vitest';
import { draftOffline } from '../../common/drafting/offline-drafter.ts';

const suggestionsOf = (text: string) => draftOffline('soap', text).suggestions;

describe('the structured fields’ suggestions of the offline drafter (issue 30)', () => {
  it('names the interventions used in the session, each once, with where it was said', () => {
    const text =
      'used MI reviewed safety plan grounding 5-4-3-2-1 practised CBT thought record re perfectionism MI again';
    const found = suggestionsOf(text)?.interventions ?? [];
    expect(found.map((item) => item.value)).toEqual(['MI', 'safety planning', 'grounding', 'CBT']);
    for (const item of found) expect(text.slice(item.source.start, item.source.end)).toMatch(/\S/);
    expect(text.slice(found[0]!.source.start, found[0]!.source.end)).toBe('used MI');
  });

  it('does not take homework or the client’s report for an intervention used', () => {
    expect(suggestionsOf('practise grounding daily f/u 1wk')?.interventions).toEqual([]);
  });

  it('suggests a new concern with the risk statements as its note, and no change for a screen with none', () => {
    const concern = suggestionsOf(
      'pt reports low mood wonders if anything will ever change no SI today f/u 1wk',
    );
    expect(concern?.riskUpdate).toMatchObject({
      value: 'new-concern',
      note: 'wonders if anything will ever change; no SI today',
    });
    expect(concern?.riskUpdate?.sources).toHaveLength(2);
    expect(suggestionsOf('mood better no SI today')?.riskUpdate?.value).toBe('no-change');
    expect(suggestionsOf('pt denies SI f/u 2wks')?.riskUpdate).toMatchObject({
      value: 'no-change',
      note: 'pt denies SI',
    });
  });

  it('suggests an increase or a decrease when the risk statement says so, and nothing without one', () => {
    expect(suggestionsOf('urges to self harm increasing this wk')?.riskUpdate?.value).toBe(
      'increased',
    );
    expect(suggestionsOf('self harm urges reduced since last session')?.riskUpdate?.value).toBe(
      'decreased',
    );
    expect(
      suggestionsOf('Client reports sleeping better. Affect brighter.')?.riskUpdate,
    ).toBeNull();
  });
});
