import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { draftedNote } from '../../common/contracts/drafting.contract.ts';
import { draftOffline } from '../../common/drafting/offline-drafter.ts';
import { offlineDraftingProvider } from './offline-provider.ts';

const session = readFileSync(new URL('./eval/fixtures/short-session.txt', import.meta.url), 'utf8');

describe('the offline drafter', () => {
  it('drafts a SOAP note whose every sentence names its section, its cue and where it came from', () => {
    const note = draftOffline('soap', session);
    expect(draftedNote.parse(note)).toEqual(note);
    expect(Object.keys(note.sections)).toEqual(['subjective', 'objective', 'assessment', 'plan']);
    expect(note.provider).toBe('offline');
    expect(note.model).toBeNull();
    for (const sentence of note.sentences) {
      expect(sentence.source).not.toBeNull();
      expect(session.slice(sentence.source?.start, sentence.source?.end)).toBe(sentence.text);
    }
    expect(note.sections).toEqual({
      subjective: 'I had a rough week. I felt anxious before every shift at the hospital.',
      objective: 'Your GAD-7 today is 12, down from 15 last month.',
      assessment: 'You look calmer than last time. This suggests the exposure work is helping.',
      plan: "I'll keep using the breathing before shifts. Next session is on Monday at 9 a.m. Please complete the worry log as homework.",
    });
  });

  it('keeps the left-out sentences and why, so the review can show them', () => {
    const note = draftOffline('soap', session);
    expect(note.omitted.map((s) => [s.text, s.cue])).toEqual([
      ['Hi Dana, come in.', 'small-talk'],
      ['How did the week go?', 'clinician-question'],
    ]);
  });

  it('drafts DAP with Data holding what SOAP splits into Subjective and Objective, in input order', () => {
    const soap = draftOffline('soap', session);
    const dap = draftOffline('dap', session);
    expect(Object.keys(dap.sections)).toEqual(['data', 'assessment', 'plan']);
    expect(dap.sections.data).toBe(
      'I had a rough week. I felt anxious before every shift at the hospital. Your GAD-7 today is 12, down from 15 last month.',
    );
    expect(dap.format === 'dap' && soap.format === 'soap' && dap.sections.plan).toBe(
      soap.sections.plan,
    );
  });

  it('gives the same draft for the same text every time', () => {
    const runs = Array.from({ length: 5 }, () => JSON.stringify(draftOffline('soap', session)));
    expect(new Set(runs).size).toBe(1);
  });

  it('gives empty sections for text with nothing to file', () => {
    expect(draftOffline('dap', 'Hi.\nOkay.').sections).toEqual({
      data: '',
      assessment: '',
      plan: '',
    });
  });

  it('is a provider that refuses a cancelled request', async () => {
    const controller = new AbortController();
    const note = await offlineDraftingProvider.draft({
      format: 'soap',
      text: session,
      signal: controller.signal,
    });
    expect(note.sentences.length).toBeGreaterThan(0);
    controller.abort();
    await expect(
      offlineDraftingProvider.draft({ format: 'soap', text: session, signal: controller.signal }),
    ).rejects.toThrow();
  });
});
