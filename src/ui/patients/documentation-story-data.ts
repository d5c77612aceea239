import type { IntakeSummary, Observation } from '../../../common/contracts/intake.contract';
import type { NoteSummary } from '../../../common/contracts/notes.contract';
import { bandOf, type InstrumentId } from '../../../common/scoring/instruments';

/** Made-up documentation for the chart's stories only. */
export const storyNotes: NoteSummary[] = [
  {
    id: 'n1',
    encounterId: 's1',
    sessionStartsAt: '2026-11-03T08:00:00Z',
    format: 'soap',
    status: 'signed',
    authorName: 'Dana Demo',
    updatedAt: '2026-11-03T09:10:00Z',
    signedAt: '2026-11-03T09:10:00Z',
    addendaCount: 2,
  },
  {
    id: 'n2',
    encounterId: 's2',
    sessionStartsAt: '2026-11-17T08:00:00Z',
    format: 'dap',
    status: 'draft',
    authorName: 'Dana Demo',
    updatedAt: '2026-11-17T09:00:00Z',
    signedAt: null,
    addendaCount: 0,
  },
  {
    id: 'n3',
    encounterId: 's3',
    sessionStartsAt: '2026-10-20T07:00:00Z',
    format: 'soap',
    status: 'entered-in-error',
    authorName: 'Maximilian Alexander Featherstonehaugh-Wolfeschlegelsteinhausen',
    updatedAt: '2026-10-21T07:00:00Z',
    signedAt: '2026-10-20T08:00:00Z',
    addendaCount: 0,
  },
];

export const storyIntakes: IntakeSummary[] = [
  {
    id: 'i1',
    encounterId: 's0',
    status: 'signed',
    authorName: 'Dana Demo',
    createdAt: '2026-10-06T07:00:00Z',
    updatedAt: '2026-10-06T08:00:00Z',
  },
  {
    id: 'i2',
    encounterId: null,
    status: 'draft',
    authorName: 'Dana Demo',
    createdAt: '2026-11-20T07:00:00Z',
    updatedAt: '2026-11-20T07:30:00Z',
  },
];

/** One score, its band from the shared scoring module. */
export function storyScore(
  id: string,
  instrument: InstrumentId,
  total: number,
  effectiveAt: string,
  intakeId: string | null = null,
  reportedBy: Observation['reportedBy'] = 'clinician',
): Observation {
  return {
    id,
    instrument,
    answers: [],
    total,
    band: bandOf(instrument, total),
    effectiveAt,
    intakeId,
    reportedBy,
  };
}

/** Six weeks of improvement through every PHQ-9 band, and a GAD-7 alongside. */
export const storyScores: Observation[] = [
  storyScore('o1', 'phq9', 22, '2026-10-06T07:30:00Z', 'i1'),
  storyScore('o2', 'gad7', 16, '2026-10-06T07:30:00Z', 'i1'),
  storyScore('o3', 'phq9', 17, '2026-10-20T07:30:00Z'),
  storyScore('o4', 'phq9', 12, '2026-11-03T08:30:00Z'),
  storyScore('o5', 'gad7', 9, '2026-11-03T08:30:00Z'),
  storyScore('o6', 'phq9', 7, '2026-11-17T08:30:00Z'),
  storyScore('o7', 'phq9', 3, '2026-11-24T08:30:00Z'),
];

/** Two years of fortnightly PHQ-9 scores. */
export const storyLongHistory: Observation[] = Array.from({ length: 52 }, (_, index) =>
  storyScore(
    `h${index}`,
    'phq9',
    Math.round(13 + 9 * Math.sin(index / 4)),
    new Date(Date.parse('2024-12-02T08:00:00Z') + index * 14 * 86_400_000).toISOString(),
  ),
);
