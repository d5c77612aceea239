import { auditedSearch } from './clinical-types.ts';
import { mayReadClinicalOf } from './clinical-records.ts';
import { patientOf } from './encounter-type.ts';
import { auditRead } from './fhir-access.ts';
import { dateBounds, withinBounds } from './fhir-dates.ts';
import { FhirError } from './fhir-errors.ts';
import { served } from './fhir-resource-meta.ts';
import type { SearchRequest } from './fhir-search.ts';
import { patientParam, searchParam } from './fhir-search-params.ts';
import type { FhirTypeDef } from './fhir-type-def.ts';
import type { Observation } from './fhir-types.ts';
import { MEMORY_SORTS } from './in-memory-search.ts';
import { toObservation } from './observation.map.ts';
import { listScoreRows } from './scores-consents.repository.ts';
import { passesToken } from './token-search.ts';

/** `patient=` or `subject=` is required: a score search is always about one patient. */
function requiredSubject(search: SearchRequest): string {
  const patientId = patientOf(search);
  if (patientId === undefined) {
    throw new FhirError(
      400,
      'not-supported',
      'Search Observation by patient (Observation?patient={id} or subject=).',
    );
  }
  return patientId;
}

/** Whether an Observation passes `code`, `category` and `date` (on when it was scored). */
export function observationPasses(observation: Observation, search: SearchRequest): boolean {
  const date = search.params.date?.values;
  const effective = new Date(observation.effectiveDateTime ?? 0);
  return (
    passesToken(search, 'code', [observation.code]) &&
    passesToken(search, 'category', observation.category ?? []) &&
    (!date || withinBounds(effective, dateBounds('date', date)))
  );
}

/**
 * PHQ-9 / GAD-7 scores (observation.map.ts), read and searched as the JSON API's trend shows
 * them to a clinician on the patient's care team (`mayReadClinicalOf`); anyone else finds none
 * (a read is a 404). Unlike the trend, a score of an intake entered in error is served, marked
 * `entered-in-error`. Reads are audited as `read-observations`.
 */
export const observationType: FhirTypeDef = {
  type: 'Observation',
  documentation:
    'A PHQ-9 or GAD-7 score (LOINC total, severity band, item answers), for a clinician on the patient’s care team only.',
  async read(ctx, request, id) {
    const [row] = await listScoreRows(request.clinic, { id });
    if (!row || !(await mayReadClinicalOf(request, row.patient_id))) return null;
    await auditRead(ctx, request.clinic, request, row.patient_id, 'read-observations');
    return served(toObservation(row));
  },
  search: {
    params: [
      patientParam('Observation'),
      searchParam(
        'subject',
        'reference',
        'The same as patient= (a score is about its patient).',
        'Observation-subject',
      ),
      searchParam(
        'code',
        'token',
        'The instrument’s LOINC total-score code: "system|code", "code" or "|code" (44261-6 PHQ-9, 70274-6 GAD-7).',
        'clinical-code',
      ),
      searchParam(
        'category',
        'token',
        'The category: survey (http://terminology.hl7.org/CodeSystem/observation-category).',
        'Observation-category',
      ),
      searchParam(
        'date',
        'date',
        'When the form was scored (prefixes eq, ne, gt, ge, lt, le; may repeat).',
        'clinical-date',
      ),
    ],
    sortable: MEMORY_SORTS,
    async run(ctx, request, search) {
      const patientId = requiredSubject(search);
      const allowed = patientId !== '' && (await mayReadClinicalOf(request, patientId));
      const rows = allowed ? await listScoreRows(request.clinic, { patientId }) : [];
      const resources = rows
        .map((row) => served(toObservation(row)))
        .filter((observation) => observationPasses(observation, search));
      return auditedSearch(ctx, request, patientId, 'read-observations', resources, search);
    },
  },
};
