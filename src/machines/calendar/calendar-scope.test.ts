import { describe, expect, it } from 'vitest';
import { chosenCalendar, clinicianQueryOf, WHOLE_CLINIC } from './calendar-scope';

const clinician = { userId: 'u-1', isClinician: true, seesClinic: false };
const frontDesk = { userId: 'u-2', isClinician: false, seesClinic: true };
const ownerClinician = { userId: 'u-3', isClinician: true, seesClinic: true };
const nobody = { userId: 'u-4', isClinician: false, seesClinic: false };

describe('whose calendar the week and agenda show', () => {
  it('starts a clinician on their own calendar and the front desk on the whole clinic', () => {
    expect(chosenCalendar(null, clinician)).toBe('u-1');
    expect(chosenCalendar(null, ownerClinician)).toBe('u-3');
    expect(chosenCalendar(null, frontDesk)).toBe(WHOLE_CLINIC);
  });

  it('keeps the clinician or the whole clinic the URL names for a member who may see it', () => {
    expect(chosenCalendar('c-9', frontDesk)).toBe('c-9');
    expect(chosenCalendar(WHOLE_CLINIC, ownerClinician)).toBe(WHOLE_CLINIC);
    expect(chosenCalendar('c-9', clinician)).toBe('c-9');
  });

  it('shows a clinician who may not see the whole clinic their own calendar for a link to it', () => {
    expect(chosenCalendar(WHOLE_CLINIC, clinician)).toBe('u-1');
  });

  it('gives a member who is neither clinician nor front desk nor owner no calendar', () => {
    expect(chosenCalendar(null, nobody)).toBeNull();
  });

  it('asks the server for one clinician, or for nobody in particular for the whole clinic', () => {
    expect(clinicianQueryOf('c-9')).toEqual({ clinicianId: 'c-9' });
    expect(clinicianQueryOf(WHOLE_CLINIC)).toEqual({});
  });
});
