import { viewerOf } from '../encounters/session-visibility.ts';
import { toEncounter } from './clinical.map.ts';
import { auditRead } from './fhir-access.ts';
import { dateBounds } from './fhir-dates.ts';
import { FhirError } from './fhir-errors.ts';
import { findEncounter, listEncounters } from './encounter-search.repository.ts';
import { served } from './fhir-resource-meta.ts';
import { alternativesOf, valueOf, type SearchRequest } from './fhir-search.ts';
import type { FhirTypeDef } from './fhir-type-def.ts';

/** FHIR's id syntax. */
export const FHIR_ID = /^[A-Za-z0-9.-]{1,64}$/;

/** A reference parameter to a Patient: an id or `Patient/{id}`. */
export function patientIdOf(name: string, reference: string): string {
  const id = reference.startsWith('Patient/') ? reference.slice('Patient/'.length) : reference;
  if (!FHIR_ID.test(id)) {
    throw new FhirError(400, 'invalid', `${name} must be a Patient id or "Patient/{id}".`);
  }
  return id;
}

/**
 * `patient=` or `subject=` (the same here: a session's or a score's subject is always a patient);
 * '' when they name two patients (nothing matches).
 */
export function patientOf(search: SearchRequest): string | undefined {
  const patient = valueOf(search, 'patient');
  const subject = valueOf(search, 'subject');
  const ids = [
    ...(patient === undefined ? [] : [patientIdOf('patient', patient)]),
    ...(subject === undefined ? [] : [patientIdOf('subject', subject)]),
  ];
  if (new Set(ids).size > 1) return '';
  return ids[0];
}

export const encounterType: FhirTypeDef = {
  type: 'Encounter',
  documentation:
    'A session’s booking (never its note), read and searched as the sessions API lists them.',
  async read(ctx, request, id) {
    const row = await findEncounter(request.clinic, id, viewerOf(request));
    if (!row) return null;
    await auditRead(ctx, request.clinic, request, row.patient_id, 'read', {
      kind: 'encounter',
      id: row.id,
    });
    return served(toEncounter(row, request.clinic.tenantId));
  },
  search: {
    params: [
      {
        name: 'patient',
        type: 'reference',
        definition: 'http://hl7.org/fhir/SearchParameter/clinical-patient',
        documentation: 'The patient: an id or "Patient/{id}".',
      },
      {
        name: 'subject',
        type: 'reference',
        definition: 'http://hl7.org/fhir/SearchParameter/Encounter-subject',
        documentation: 'The same as patient= (a session’s subject is its patient).',
      },
      {
        name: 'date',
        type: 'date',
        definition: 'http://hl7.org/fhir/SearchParameter/clinical-date',
        documentation: 'When the session starts (prefixes eq, ne, gt, ge, lt, le; may repeat).',
      },
    ],
    sortable: ['date', '_lastUpdated', '_id'],
    async run(_ctx, request, search) {
      const clinic = request.clinic;
      const date = search.params.date?.values;
      const updated = search.params._lastUpdated?.values;
      const { total, rows } = await listEncounters(
        clinic,
        viewerOf(request),
        {
          patientId: patientOf(search),
          ids: alternativesOf(search, '_id'),
          date: date && dateBounds('date', date),
          lastUpdated: updated && dateBounds('_lastUpdated', updated),
        },
        {
          count: search.countOnly ? 0 : search.count,
          offset: search.offset,
          sort: search.sort as { name: 'date' | '_lastUpdated' | '_id'; descending: boolean }[],
        },
      );
      return { matches: rows.map((row) => served(toEncounter(row, clinic.tenantId))), total };
    },
  },
};
