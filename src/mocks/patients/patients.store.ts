import type { Consent, Diagnosis, Patient } from '../../../common/contracts/patients.contract';

/** One line of the mock's record-access trail. */
export interface MockAccess {
  at: string;
  userId: string;
  patientId: string;
  action: string;
}

/** One clinic's records in the mock: patients and what hangs off them. */
export interface MockClinic {
  patients: Patient[];
  /** Every consent entry, oldest first, by patient id. */
  consents: Map<string, Consent[]>;
  diagnoses: Map<string, Diagnosis[]>;
  /** Oldest first. */
  access: MockAccess[];
}

const clinics = new Map<string, MockClinic>();

/** The clinic's records, created empty on first use (each clinic apart). */
export function mockClinicOf(tenantId: string): MockClinic {
  const found = clinics.get(tenantId);
  if (found) return found;
  const created: MockClinic = {
    patients: [],
    consents: new Map(),
    diagnoses: new Map(),
    access: [],
  };
  clinics.set(tenantId, created);
  return created;
}

/** Forgets every mock patient and record (tests start from none). */
export const resetMockPatients = () => clinics.clear();

/** Writes a line of the trail, like the server does on each read or change of a record. */
export function recordMockAccess(clinic: MockClinic, line: Omit<MockAccess, 'at'>): void {
  clinic.access.push({ ...line, at: new Date().toISOString() });
}
