import {
  CLINIC_PATHS,
  clinicResponse,
  type Clinic,
} from '../../../common/contracts/clinic.contract';
import {
  etagOf,
  type DocumentVersion,
  type EnteredInErrorInput,
} from '../../../common/contracts/documents.contract';
import {
  intakePath,
  intakeResponse,
  intakeSubPath,
  patientIntakesPath,
  patientIntakesResponse,
  type Intake,
  type IntakeContent,
  type IntakeSummary,
  type Observation,
} from '../../../common/contracts/intake.contract';
import {
  patientPath,
  patientResponse,
  type Patient,
} from '../../../common/contracts/patients.contract';
import { allObservations } from '../http/observations';
import { allDocumentVersions } from '../http/document-versions';
import { httpClient, type HttpClient } from '../http/http-client';

/**
 * Typed endpoints of intakes (INTAKE_PATHS), plus the patient's record the intake page names and
 * the clinic's time zone (read here, not through another feature's module). Writes to a draft name the version
 * they edit (`If-Match`); a stale one rejects with ApiError 412 whose body holds `current`.
 */
export function createIntakeApi(http: HttpClient) {
  const ifMatch = (version: number) => ({ headers: { 'If-Match': etagOf(version) } });
  return {
    patient: async (patientId: string): Promise<Patient> =>
      (await http.request('get', patientPath(patientId), patientResponse)).patient,
    list: async (patientId: string): Promise<IntakeSummary[]> =>
      (await http.request('get', patientIntakesPath(patientId), patientIntakesResponse)).intakes,
    get: async (id: string): Promise<Intake> =>
      (await http.request('get', intakePath(id), intakeResponse)).intake,
    create: async (
      patientId: string,
      encounterId: string | null,
      content: IntakeContent,
    ): Promise<Intake> =>
      (
        await http.request('post', patientIntakesPath(patientId), intakeResponse, {
          encounterId,
          content,
        })
      ).intake,
    update: async (id: string, version: number, content: IntakeContent): Promise<Intake> =>
      (await http.request('put', intakePath(id), intakeResponse, { content }, ifMatch(version)))
        .intake,
    sign: async (id: string, version: number): Promise<Intake> =>
      (await http.request('post', intakeSubPath(id, 'sign'), intakeResponse, {}, ifMatch(version)))
        .intake,
    /** Withdraws a signed intake (author only); it stays readable, with the reason. */
    enterInError: async (id: string, input: EnteredInErrorInput): Promise<Intake> =>
      (await http.request('post', intakeSubPath(id, 'entered-in-error'), intakeResponse, input))
        .intake,
    /** Every saved version, newest first (author only), a page at a time. */
    versions: (id: string): Promise<DocumentVersion[]> =>
      allDocumentVersions(http, intakeSubPath(id, 'versions')),
    /** The clinic's profile: its time zone, for the times the intake page shows. */
    clinic: async (): Promise<Clinic> =>
      (await http.request('get', CLINIC_PATHS.profile, clinicResponse)).clinic,
    observations: (patientId: string): Promise<Observation[]> => allObservations(http, patientId),
  };
}

export type IntakeApi = ReturnType<typeof createIntakeApi>;
export const intakeApi = createIntakeApi(httpClient);
