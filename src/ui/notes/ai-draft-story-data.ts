import type { NoteDraft } from '../../../common/contracts/drafting.contract';

/**
 * A FIXTURE for stories only: the offline drafter's real output (common/drafting) for this
 * summary, copied here because the ui layer does not import the drafter. No model wrote it.
 */
export const STORY_SUMMARY =
  'Hi. Client reports sleeping better this week. She appeared brighter, with good eye contact. PHQ-9 score was 8. Symptoms are consistent with improving mild depression. Continue the sleep diary and review next week. Okay.';

export const STORY_DRAFT: NoteDraft = {
  id: 'draft-1',
  encounterId: 'e-1',
  authorId: 'u-1',
  createdAt: '2026-11-24T08:00:00.000Z',
  sourceKind: 'summary',
  recordingId: null,
  input: STORY_SUMMARY,
  note: {
    format: 'soap',
    sections: {
      subjective: 'Client reports sleeping better this week.',
      objective: 'She appeared brighter, with good eye contact. PHQ-9 score was 8.',
      assessment: 'Symptoms are consistent with improving mild depression.',
      plan: 'Continue the sleep diary and review next week.',
    },
    sentences: [
      {
        section: 'subjective',
        text: 'Client reports sleeping better this week.',
        source: {
          start: 4,
          end: 45,
        },
        cue: 'reported-speech',
      },
      {
        section: 'objective',
        text: 'She appeared brighter, with good eye contact.',
        source: {
          start: 46,
          end: 91,
        },
        cue: 'observation',
      },
      {
        section: 'objective',
        text: 'PHQ-9 score was 8.',
        source: {
          start: 92,
          end: 110,
        },
        cue: 'measurement',
      },
      {
        section: 'assessment',
        text: 'Symptoms are consistent with improving mild depression.',
        source: {
          start: 111,
          end: 166,
        },
        cue: 'impression',
      },
      {
        section: 'plan',
        text: 'Continue the sleep diary and review next week.',
        source: {
          start: 167,
          end: 213,
        },
        cue: 'instruction',
      },
    ],
    omitted: [
      {
        text: 'Hi.',
        source: {
          start: 0,
          end: 3,
        },
        cue: 'small-talk',
      },
      {
        text: 'Okay.',
        source: {
          start: 214,
          end: 219,
        },
        cue: 'small-talk',
      },
    ],
    provider: 'offline',
    model: null,
  },
  fallback: null,
  offlineReason: null,
};

/** The same draft as an external model would answer it (a fixture: no model wrote it). */
export const STORY_MODEL_DRAFT: NoteDraft = {
  ...STORY_DRAFT,
  note: {
    ...STORY_DRAFT.note,
    provider: 'openai-compatible',
    model: 'llama3.1:8b-instruct',
    sentences: [
      ...STORY_DRAFT.note.sentences.map((sentence) => ({ ...sentence, cue: 'model' as const })),
      {
        section: 'assessment',
        text: 'Risk remains low.',
        source: null,
        cue: 'model',
      },
    ],
  } as NoteDraft['note'],
};
