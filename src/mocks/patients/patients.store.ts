import type { Consent, Diagnosis, Patient } from '../../../common/contracts/patients.contract';
import { resetMockAccess } from '../record-access/record-access.store';

export { recordMockAccess } from '../record-access/record-access.store';

/** One clinic's records in the mock: patients and what hangs off them. */
export interface MockClinic {
  patients: Patient[];
  /** Every consent entry, oldest first, by patient id. */
  consents: Map<string, Consent[]>;
  diagnoses: Map<string, Diagnosis[]>;
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
  };
  clinics.set(tenantId, created);
  return created;
}

/** Forgets every mock patient and record, and the trail of them (tests start from none). */
export const resetMockPatients = () => {
  clinics.clear();
  resetMockAccess();
};
