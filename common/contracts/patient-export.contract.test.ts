import { describe, expect, it } from 'vitest';
import { mayExportPatientRecord } from './patient-export.contract';

const patient = { primaryClinicianId: 'primary' };

describe("who may export a patient's record", () => {
  it('an owner may, whoever the primary clinician is', () => {
    expect(mayExportPatientRecord({ roles: ['owner'], userId: 'manager' }, patient)).toBe(true);
  });

  it('the primary clinician may', () => {
    expect(mayExportPatientRecord({ roles: ['clinician'], userId: 'primary' }, patient)).toBe(true);
  });

  it('another clinician, the front desk, and anyone for a patient without a primary clinician may not', () => {
    expect(mayExportPatientRecord({ roles: ['clinician'], userId: 'colleague' }, patient)).toBe(
      false,
    );
    expect(mayExportPatientRecord({ roles: ['staff'], userId: 'primary' }, patient)).toBe(false);
    expect(
      mayExportPatientRecord(
        { roles: ['clinician'], userId: 'primary' },
        { primaryClinicianId: null },
      ),
    ).toBe(false);
  });
});
