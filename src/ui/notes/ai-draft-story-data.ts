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

/**
 * A FIXTURE for stories and the review's test: the offline drafter's real output for issue 30's
 * shorthand note, with the structured fields it suggests (interventions, a risk update).
 */
export const STORY_SHORTHAND_DRAFT: NoteDraft = {
  id: 'draft-2',
  encounterId: 'e-1',
  authorId: 'u-1',
  createdAt: '2026-11-24T08:00:00.000Z',
  sourceKind: 'summary',
  recordingId: null,
  input:
    'pt reports low mood x2wks sleep poor wonders if anything will ever change used MI reviewed safety plan no SI today f/u 1wk',
  note: {
    format: 'soap',
    sections: {
      subjective: 'pt reports low mood x2wks; sleep poor',
      objective: 'used MI; reviewed safety plan',
      assessment: 'wonders if anything will ever change; no SI today',
      plan: 'f/u 1wk',
    },
    sentences: [
      {
        section: 'subjective',
        text: 'pt reports low mood x2wks',
        source: {
          start: 0,
          end: 25,
        },
        cue: 'reported-speech',
      },
      {
        section: 'subjective',
        text: 'sleep poor',
        source: {
          start: 26,
          end: 36,
        },
        cue: 'default',
      },
      {
        section: 'assessment',
        text: 'wonders if anything will ever change',
        source: {
          start: 37,
          end: 73,
        },
        cue: 'risk',
      },
      {
        section: 'objective',
        text: 'used MI',
        source: {
          start: 74,
          end: 81,
        },
        cue: 'intervention',
      },
      {
        section: 'objective',
        text: 'reviewed safety plan',
        source: {
          start: 82,
          end: 102,
        },
        cue: 'intervention',
      },
      {
        section: 'assessment',
        text: 'no SI today',
        source: {
          start: 103,
          end: 114,
        },
        cue: 'risk',
      },
      {
        section: 'plan',
        text: 'f/u 1wk',
        source: {
          start: 115,
          end: 122,
        },
        cue: 'plan-action',
      },
    ],
    suggestions: {
      interventions: [
        {
          value: 'MI',
          source: {
            start: 74,
            end: 81,
          },
        },
        {
          value: 'safety planning',
          source: {
            start: 82,
            end: 102,
          },
        },
      ],
      riskUpdate: {
        value: 'new-concern',
        note: 'wonders if anything will ever change; no SI today',
        sources: [
          {
            start: 37,
            end: 73,
          },
          {
            start: 103,
            end: 114,
          },
        ],
      },
    },
    omitted: [],
    provider: 'offline',
    model: null,
  },
  fallback: null,
  offlineReason: null,
};
