import { describe, expect, it } from 'vitest';
import { accessTrailCsv } from './access-trail-csv.ts';

const dana = { id: 'u-dana', name: 'Dana Demo' };

describe('the access trail as CSV', () => {
  it('names the SMART app a read was made through, and leaves the cells empty for Praxis itself', () => {
    const csv = accessTrailCsv([
      {
        at: '2026-11-25T10:00:00.000Z',
        user: dana,
        action: 'read',
        smartApp: { clientId: 'k3Jx9', name: 'Outcome tracker' },
      },
      { at: '2026-11-25T09:00:00.000Z', user: dana, action: 'read' },
    ]);
    const [header, viaApp, inPraxis] = csv.split('\r\n');
    expect(header).toMatch(/"record_at","via_app","via_app_client_id"$/);
    expect(viaApp).toMatch(/"read","no",(?:"",){4}"Outcome tracker","k3Jx9"$/);
    expect(inPraxis).toMatch(/"read","no",(?:"",){4}"",""$/);
  });
});
