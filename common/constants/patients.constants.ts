/**
 * The patients API's addresses (CLINICAL.md §2), without the contract's schemas: a tab's first
 * load of the patient list asks for its first page from the entry, before the contracts load
 * (`src/routes/first-reads.ts`).
 */
export const PATIENT_PATHS = {
  /** `POST` registers a patient. */
  list: '/patients',
  /**
   * `POST` a search of the list (`patientListQuery` as the body), so a patient's name is never in
   * a URL: not in a proxy's or server's access log, not in the browser's history.
   */
  search: '/patients/search',
  /** The route pattern; `patientPath(id)` builds one patient's path. */
  one: '/patients/:id',
  /** `GET` the history (every member), `POST` a grant or withdrawal (staff, care-team clinicians). */
  consents: '/patients/:id/consents',
  /** `PUT` the care team's member ids (staff, care-team clinicians). */
  careTeam: '/patients/:id/care-team',
  /** `GET` / `POST` diagnoses: clinical contents, the care team's clinicians only. */
  diagnoses: '/patients/:id/diagnoses',
  /** `PUT` the flags shown on the chart (care-team clinicians). */
  flags: '/patients/:id/flags',
  /** `GET` who read or changed the record (owners only). */
  access: '/patients/:id/access',
  /** `GET` the access trail as CSV for an auditor (owners only; the export is itself audited). */
  accessExport: '/patients/:id/access/export',
} as const;
