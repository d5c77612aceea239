import type { FhirSystemDef } from '../fhir/fhir-type-def.ts';

/** The bulk export's routes under the FHIR base: the kick-off, then the addresses it hands out. */
export const EXPORT_ROUTES = {
  kickoff: '/$export',
  status: '/$export-status/:id',
  files: '/$export-files/:id/:file',
} as const;

/**
 * The clinic's bulk export (export.routes.ts): `GET /$export` with `Prefer: respond-async`, then
 * the status and the files at the addresses its answers give (Bulk Data Access 2.0). A row of
 * the FHIR table: the routes are registered from EXPORT_ROUTES and the statement lists it.
 */
export const bulkExportOperation: FhirSystemDef = {
  routes: Object.values(EXPORT_ROUTES),
  operation: {
    name: 'export',
    definition: 'http://hl7.org/fhir/uv/bulkdata/OperationDefinition/export',
    documentation:
      'The whole clinic as ndjson, for an owner; asynchronous (Prefer: respond-async), polled at the Content-Location given; _type is supported.',
  },
};
