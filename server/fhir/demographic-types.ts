import { toOrganization, toPatient, toPractitioner } from './demographics.map.ts';
import { auditRead } from './fhir-access.ts';
import { dateBounds } from './fhir-dates.ts';
import { FhirError } from './fhir-errors.ts';
import { findOrganization, findPractitioners } from './organization-practitioners.repository.ts';
import {
  findPatientRow,
  searchPatients,
  type PatientSort,
  type StringMatch,
} from './patient-search.repository.ts';
import { served } from './fhir-resource-meta.ts';
import { mrnSystemOf } from './mrn-system.ts';
import { alternativesOf, valueOf, type SearchRequest } from './fhir-search.ts';
import { stringParam } from './fhir-search-params.ts';
import type { FhirTypeDef } from './fhir-type-def.ts';
import { everythingOperation } from './everything.ts';

export const organizationType: FhirTypeDef = {
  type: 'Organization',
  documentation: 'The clinic of the signed-in member (any other id is a 404).',
  async read(_ctx, request, id) {
    if (id !== request.clinic.tenantId) return null;
    const row = await findOrganization(request.clinic);
    return row ? served(toOrganization(row), row.updated_at) : null;
  },
};

export const practitionerType: FhirTypeDef = {
  type: 'Practitioner',
  documentation: 'A member of the clinic: name, work e-mail, credentials, licence number.',
  async read(_ctx, request, id) {
    const [member] = await findPractitioners(request.clinic, [id]);
    return member ? served(toPractitioner(member), member.updated_at) : null;
  },
};

/** `Patient?identifier=` gives `value`, `|value` or `system|value`; only this clinic's MRNs exist. */
function mrnFilter(identifier: string, mrnSystem: string): string | null {
  const bar = identifier.indexOf('|');
  if (bar === -1) return identifier;
  const system = identifier.slice(0, bar);
  return system === '' || system === mrnSystem ? identifier.slice(bar + 1) : null;
}

/** A string parameter as given: starts-with, or its `:exact` / `:contains` modifier. */
function stringMatch(search: SearchRequest, name: string): StringMatch | undefined {
  const given = search.params[name];
  const value = given?.values[0];
  if (value === undefined) return undefined;
  const mode =
    given?.modifier === 'exact' || given?.modifier === 'contains' ? given.modifier : 'starts';
  return { mode, value };
}

const GENDERS = ['male', 'female', 'other', 'unknown'];

function genderFilter(search: SearchRequest): string[] | undefined {
  const genders = alternativesOf(search, 'gender');
  const wrong = genders?.find((gender) => !GENDERS.includes(gender));
  if (wrong !== undefined) {
    throw new FhirError(400, 'invalid', `gender must be one of ${GENDERS.join(', ')}.`);
  }
  return genders;
}

export const patientType: FhirTypeDef = {
  type: 'Patient',
  documentation:
    'Demographics of the clinic’s patients, readable by every member (owner, clinician, staff).',
  async read(ctx, request, id) {
    const row = await findPatientRow(request.clinic, id);
    if (!row) return null;
    await auditRead(ctx, request.clinic, request, row.id);
    const mrnSystem = await mrnSystemOf(ctx, request.clinic);
    return served(toPatient(row, { tenantId: request.clinic.tenantId, mrnSystem }));
  },
  search: {
    params: [
      stringParam(
        'name',
        'Any part of the name (given, preferred or family) starts with the value; case and accents do not count. :exact compares as written, :contains anywhere.',
        'individual-given',
      ),
      stringParam('family', 'The family name starts with the value.', 'individual-family'),
      stringParam('given', 'The given name starts with the value.', 'individual-given'),
      {
        name: 'identifier',
        type: 'token',
        definition: 'http://hl7.org/fhir/SearchParameter/Patient-identifier',
        documentation: 'The MRN: "value" or "{this clinic’s MRN system}|value".',
      },
      {
        name: 'birthdate',
        type: 'date',
        definition: 'http://hl7.org/fhir/SearchParameter/individual-birthdate',
        documentation: 'Date of birth (prefixes eq, ne, gt, ge, lt, le; may repeat).',
      },
      {
        name: 'gender',
        type: 'token',
        definition: 'http://hl7.org/fhir/SearchParameter/individual-gender',
        documentation: 'Administrative gender: male, female, other, unknown (comma: any of).',
      },
      {
        name: '_praxis-fuzzy',
        type: 'string',
        documentation:
          'Praxis: the patient list’s typo-tolerant name search: every word in the name, or a close misspelling of one of its words ("wojciekowski" finds Wojciechowski). Not standard FHIR; use name= for R4 semantics.',
      },
    ],
    sortable: ['family', 'given', 'birthdate', '_lastUpdated', '_id'],
    async run(ctx, request, search) {
      const clinic = request.clinic;
      const mrnSystem = await mrnSystemOf(ctx, clinic);
      const identifier = valueOf(search, 'identifier');
      const mrn = identifier === undefined ? undefined : mrnFilter(identifier, mrnSystem);
      // Another system's identifier (mrn null) matches nothing here.
      if (mrn === null) return { matches: [], total: 0 };
      const fuzzy = valueOf(search, '_praxis-fuzzy');
      const birthDate = search.params.birthdate?.values;
      const updated = search.params._lastUpdated?.values;
      const { total, rows } = await searchPatients(
        clinic,
        {
          name: fuzzy !== undefined ? { mode: 'fuzzy', value: fuzzy } : stringMatch(search, 'name'),
          family: stringMatch(search, 'family'),
          given: stringMatch(search, 'given'),
          mrn,
          ids: alternativesOf(search, '_id'),
          gender: genderFilter(search),
          birthDate: birthDate && dateBounds('birthdate', birthDate),
          lastUpdated: updated && dateBounds('_lastUpdated', updated),
        },
        {
          count: search.countOnly ? 0 : search.count,
          offset: search.offset,
          sort: search.sort as PatientSort[],
        },
      );
      return {
        matches: rows.map((row) =>
          served(toPatient(row, { tenantId: clinic.tenantId, mrnSystem })),
        ),
        total,
      };
    },
  },
  operations: [everythingOperation],
};
