import { describe, expect, it } from 'vitest';
import { DRAFTING_CUES } from '../../common/contracts/drafting.contract.ts';
import { CUE_RULES, decideCue } from '../../common/drafting/cue-rules.ts';
import type { Speaker } from '../../common/drafting/segment.ts';

const decide = (text: string, speaker: Speaker | null = null) => decideCue({ text, speaker });

describe('the offline cue rules', () => {
  it('are tried in the order the contract documents', () => {
    const documented = DRAFTING_CUES.filter((cue) => cue !== 'default' && cue !== 'model');
    expect(CUE_RULES.map((rule) => rule.id)).toEqual(documented);
  });

  it.each([
    ['Hi Anna, come in.', 'clinician'],
    ['Okay.', 'client'],
    ['Mm-hm, yeah.', 'client'],
    ['Thank you for sharing that today.', 'clinician'],
  ] as const)('leave out small talk: %s', (text, speaker) => {
    expect(decide(text, speaker)).toEqual({ cue: 'small-talk', place: 'omit' });
  });

  it('keep a bare "Yes." or "No." (it may answer a risk question)', () => {
    expect(decide('No.', 'client')).toEqual({ cue: 'client-turn', place: 'subjective' });
  });

  it.each([
    'PHQ-9 score was 17, up from 14.',
    'She scored 12 on the GAD-7.',
    'BP 128/84, pulse 92.',
    'Sleep efficiency about 59 percent.',
  ])('file scores and measurements as Objective: %s', (text) => {
    expect(decide(text)).toEqual({ cue: 'measurement', place: 'objective' });
  });

  it.each([
    'Symptoms are consistent with a major depressive episode.',
    'Avoidance suggests the anxiety is being maintained.',
    'Risk is assessed as low.',
    'Presentation meets criteria for PTSD.',
  ])('file clinical impressions as Assessment: %s', (text) => {
    expect(decide(text)).toEqual({ cue: 'impression', place: 'assessment' });
  });

  it.each([
    ['Refer to the perinatal team.', null],
    ['Follow up in two weeks.', null],
    ['Homework: thought record daily.', null],
    ['Would you be willing to keep a sleep diary?', 'clinician'],
    ['Can you book a follow-up with your GP?', 'clinician'],
  ] as const)('file homework, referrals and appointments as Plan: %s', (text, speaker) => {
    expect(decide(text, speaker)).toEqual({ cue: 'plan-action', place: 'plan' });
  });

  it('do not take homework looked back on for a plan', () => {
    expect(decide('Client completed the homework.').place).not.toBe('plan');
  });

  it.each([
    'Keep the food diary.',
    'From tonight, go to bed at midnight.',
    'Client to call the GP.',
  ])('file instructions for after the session as Plan: %s', (text) => {
    expect(decide(text, null)).toEqual({ cue: 'instruction', place: 'plan' });
  });

  it("leave out the clinician's own questions and prompts, which are not client reports", () => {
    expect(decide('How do you feel about your mother?', 'clinician')).toEqual({
      cue: 'clinician-question',
      place: 'omit',
    });
    expect(decide('Tell me about the argument.', 'clinician').cue).toBe('clinician-question');
    expect(decide('How do you feel about your mother?', 'client').cue).toBe('client-turn');
  });

  it.each([
    'Client reports she will visit her sister.',
    'She denies suicidal ideation.',
    'Maria describes headaches most days.',
    'You said last week that work was hard.',
  ])('file what the client is reported to have said as Subjective: %s', (text) => {
    expect(decide(text, text.startsWith('You') ? 'clinician' : null)).toEqual({
      cue: 'reported-speech',
      place: 'subjective',
    });
  });

  it.each(['Therapist will send the worksheet.', 'We will meet again next week.'])(
    'file future actions as Plan: %s',
    (text) => {
      expect(decide(text)).toEqual({ cue: 'future', place: 'plan' });
    },
  );

  it.each(['Client appeared anxious and restless.', 'Affect flat, limited eye contact.'])(
    'file what the clinician saw as Objective: %s',
    (text) => {
      expect(decide(text)).toEqual({ cue: 'observation', place: 'objective' });
    },
  );

  it.each(['Therapist provided psychoeducation on sleep.', 'Reviewed her thought record.'])(
    'file what the clinician did as Objective: %s',
    (text) => {
      expect(decide(text)).toEqual({ cue: 'intervention', place: 'objective' });
    },
  );

  it("file the client's commitments as Plan and everything else they say as Subjective", () => {
    expect(decide("I'll try the breathing tonight.", 'client')).toEqual({
      cue: 'client-commitment',
      place: 'plan',
    });
    expect(
      decide('My sleep has improved, which is consistent with less stress.', 'client'),
    ).toEqual({
      cue: 'client-turn',
      place: 'subjective',
    });
  });

  it.each(['Sleep has improved since intake.', 'Self-blame remains the main stuck point.'])(
    'file progress in the writer’s words as Assessment: %s',
    (text) => {
      expect(decide(text)).toEqual({ cue: 'progress', place: 'assessment' });
    },
  );

  it.each(['Overwhelmed by the move.', 'Her words: "I am done with it all."'])(
    'file feelings and quoted speech as Subjective: %s',
    (text) => {
      expect(decide(text)).toEqual({ cue: 'feeling', place: 'subjective' });
    },
  );

  it("fall back to Subjective, or Objective for the clinician's own words, and say so", () => {
    expect(decide('Her sister visited on Sunday.')).toEqual({
      cue: 'default',
      place: 'subjective',
    });
    expect(decide('That is a common reaction.', 'clinician')).toEqual({
      cue: 'default',
      place: 'objective',
    });
  });

  it.each([
    'wonders if anything will ever change',
    'says sometimes wishes she could go to sleep and not wake up',
    'no plan or intent',
    'no SI today',
    'thinks family would be better off without her',
    'feels hopeless, will never get better',
    'Risk: passive death wish, plan to tell partner if urges increase',
  ])(
    'file a risk statement under Assessment, never Plan, though it says "will" or "plan": %s',
    (text) => {
      expect(decide(text)).toEqual({ cue: 'risk', place: 'assessment' });
    },
  );

  it('keep the client’s own denial as their report and in-session risk work as an intervention', () => {
    expect(decide('pt denies SI')).toEqual({ cue: 'reported-speech', place: 'subjective' });
    expect(decide('denies SI').place).toBe('subjective');
    expect(decide('reviewed safety plan')).toEqual({ cue: 'intervention', place: 'objective' });
    expect(decide('brother died by suicide 6 wks ago').cue).not.toBe('risk');
  });

  it('file a medicine the client takes with its dose as their report, and a plan about it as Plan', () => {
    expect(decide('started sertraline 50mg 2wks ago')).toEqual({
      cue: 'medication',
      place: 'subjective',
    });
    expect(decide('GP re meds').place).toBe('plan');
  });

  it.each([
    ['f/u 1wk', 'plan'],
    ['hw worry log daily', 'plan'],
    ['used MI', 'objective'],
    ['CBT formulation of health anxiety', 'objective'],
    ['flat affect poor eye contact', 'objective'],
    ['stressors at home maintaining low mood', 'assessment'],
  ] as const)('file shorthand by what it says: %s → %s', (text, place) => {
    expect(decide(text).place).toBe(place);
  });
});
