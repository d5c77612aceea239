import { requiredPatient, auditedSearch } from './clinical-types.ts';
import { toConsent } from './consent.map.ts';
import { auditRead } from './fhir-access.ts';
import { dateBounds, withinBounds } from './fhir-dates.ts';
import { served } from './fhir-resource-meta.ts';
import type { SearchRequest } from './fhir-search.ts';
import { patientParam, searchParam } from './fhir-search-params.ts';
import type { FhirTypeDef } from './fhir-type-def.ts';
import type { Consent } from './fhir-types.ts';
import { MEMORY_SORTS } from './in-memory-search.ts';
import { findConsentRow, listConsentRows } from './scores-consents.repository.ts';
import { passesToken } from './token-search.ts';

/** R4's consent-state-codes: the system of `Consent.status`. */
const CONSENT_STATE = 'http://hl7.org/fhir/consent-state-codes';

/** Whether a Consent passes `status` and `date` (on when it was recorded). */
export function consentPasses(consent: Consent, search: SearchRequest): boolean {
  const date = search.params.date?.values;
  const status = { coding: [{ system: CONSENT_STATE, code: consent.status }] };
  return (
    passesToken(search, 'status', [status]) &&
    (!date || withinBounds(new Date(consent.dateTime ?? 0), dateBounds('date', date)))
  );
}

/**
 * A patient's consents (consent.map.ts): administrative, so every member of the clinic reads
 * them, as the JSON API's consents list (patients/consents.routes.ts). Reads are audited as
 * `read-consents`.
 */
export const consentType: FhirTypeDef = {
  type: 'Consent',
  documentation:
    'A grant or withdrawal of consent (treatment, telehealth, recording and AI, release of information, contact); every member reads them.',
  async read(ctx, request, id) {
    const row = await findConsentRow(request.clinic, id);
    if (!row) return null;
    await auditRead(ctx, request.clinic, request, row.patient_id, 'read-consents');
    return served(toConsent(row, request.clinic.tenantId));
  },
  search: {
    params: [
      patientParam('Consent'),
      searchParam(
        'status',
        'token',
        'active (the grant or withdrawal in force) or inactive (one a later row replaced).',
        'Consent-status',
      ),
      searchParam(
        'date',
        'date',
        'When it was recorded (prefixes eq, ne, gt, ge, lt, le; may repeat).',
        'Consent-date',
      ),
    ],
    sortable: MEMORY_SORTS,
    async run(ctx, request, search) {
      const patientId = requiredPatient(search, 'Consent');
      const rows = await listConsentRows(request.clinic, patientId);
      const resources = rows
        .map((row) => served(toConsent(row, request.clinic.tenantId)))
        .filter((consent) => consentPasses(consent, search));
      return auditedSearch(ctx, request, patientId, 'read-consents', resources, search);
    },
  },
};
