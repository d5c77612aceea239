import { http, HttpResponse } from 'msw';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import {
  INTAKE_PATHS,
  rescoreInput,
  type IntakeSummary,
  type Observation,
} from '../../../common/contracts/intake.contract';
import { NOTE_PATHS, type NoteSummary } from '../../../common/contracts/notes.contract';
import { bandOf, scoreInstrument } from '../../../common/scoring/instruments';
import { server } from '../../mocks/node';

const api = (path: string) => `*${API_BASE_PATH}${path}`;
const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 });

/**
 * The documentation endpoints the chart calls (the notes and intake features' own mocks are not
 * this test's): each answers the given list, or 404 like the server to a reader off the care
 * team. A re-score is scored with the shared module and added to the scores.
 */
export function stubDocumentation(world: {
  notes?: NoteSummary[];
  intakes?: IntakeSummary[] | 'not-found';
  observations?: Observation[] | 'not-found';
}) {
  const scores = world.observations === 'not-found' ? null : [...(world.observations ?? [])];
  const posted: unknown[] = [];
  server.use(
    http.get(api(NOTE_PATHS.patientNotes), () => HttpResponse.json({ notes: world.notes ?? [] })),
    http.get(api(INTAKE_PATHS.patientIntakes), () =>
      world.intakes === 'not-found'
        ? notFound()
        : HttpResponse.json({ intakes: world.intakes ?? [] }),
    ),
    http.get(api(INTAKE_PATHS.observations), () =>
      scores ? HttpResponse.json({ observations: scores }) : notFound(),
    ),
    http.post(api(INTAKE_PATHS.observations), async ({ request }) => {
      const body = rescoreInput.parse(await request.json());
      posted.push(body);
      const score = scoreInstrument(body.instrument, body.answers);
      if (!scores || !score.complete) return notFound();
      scores.push({
        id: `posted-${posted.length}`,
        instrument: body.instrument,
        answers: body.answers.map(Number),
        total: score.total,
        band: score.band,
        effectiveAt: new Date().toISOString(),
        intakeId: null,
        reportedBy: 'clinician',
      });
      return HttpResponse.json({ observations: scores }, { status: 201 });
    }),
  );
  return { posted };
}

/** A PHQ-9 total from an intake. */
export const phq9Score = (id: string, total: number, effectiveAt: string): Observation => ({
  id,
  instrument: 'phq9' as const,
  answers: [],
  total,
  band: bandOf('phq9', total),
  effectiveAt,
  intakeId: 'intake-1',
  reportedBy: 'clinician',
});

export const signedNote: NoteSummary = {
  id: 'note-1',
  encounterId: 'past-1',
  sessionStartsAt: '2026-11-10T08:00:00Z',
  format: 'soap',
  status: 'signed',
  authorName: 'Dana Demo',
  updatedAt: '2026-11-10T09:00:00Z',
  signedAt: '2026-11-10T09:00:00Z',
  addendaCount: 1,
};
