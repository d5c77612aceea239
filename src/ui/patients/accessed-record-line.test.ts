import { describe, expect, it } from 'vitest';
import type { AccessedRecord } from '../../../common/contracts/accessed-record';
import { accessedRecordHref } from './accessed-record-line';
import { trailFilterOf, NO_TRAIL_FILTER } from './access-trail-filter-values';

const open = (record: Omit<AccessedRecord, 'openable'>): AccessedRecord => ({
  ...record,
  openable: true,
});

describe('where a trail line’s record opens', () => {
  it('opens each kind of record on its own page, in the note’s format', () => {
    expect(accessedRecordHref(open({ kind: 'encounter', id: 'e-1' }), 'p-1')).toBe(
      '/app/panels/hospital/patientviewsession?id=e-1',
    );
    expect(accessedRecordHref(open({ kind: 'intake', id: 'i-1' }), 'p-1')).toBe(
      '/app/panels/hospital/therapyintakeform?patient=p-1&intake=i-1',
    );
    expect(
      accessedRecordHref(
        open({ kind: 'note', id: 'n-1', format: 'dap', encounterId: 'e-2' }),
        'p-1',
      ),
    ).toBe('/app/panels/hospital/therapydapform?session=e-2');
    expect(
      accessedRecordHref(
        open({ kind: 'note-draft', id: 'd-1', format: 'soap', encounterId: 'e-3' }),
        'p-1',
      ),
    ).toBe('/app/panels/hospital/therapysoapformai?session=e-3');
    expect(
      accessedRecordHref(open({ kind: 'recording', id: 'r-1', encounterId: 'e-4' }), 'p-1'),
    ).toBe('/app/panels/hospital/speechentry?session=e-4');
  });

  it('links nothing the reader may not open, or that names no session to open it by', () => {
    expect(accessedRecordHref({ kind: 'note', id: 'n-1', encounterId: 'e-2' }, 'p-1')).toBeNull();
    expect(accessedRecordHref(open({ kind: 'recording', id: 'r-1' }), 'p-1')).toBeNull();
  });

  it('narrows the trail’s API filter to the record chosen', () => {
    expect(
      trailFilterOf({ ...NO_TRAIL_FILTER, recordId: 'n-1', recordLabel: 'SOAP note' }, 'UTC'),
    ).toEqual({ filter: { recordId: 'n-1' } });
  });
});
