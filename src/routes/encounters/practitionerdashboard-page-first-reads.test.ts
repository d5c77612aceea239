import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../api/http/http-client';
import type { FirstReadsViewer } from '../first-reads';
import { dashboardDay } from './practitionerdashboard-day-module';
import { firstReads } from './practitionerdashboard-page';
import { firstRequests } from './practitionerdashboard-reads';

const desk = { userId: 'desk-1', roles: ['staff' as const] };
const clinician = { userId: 'doc-1', roles: ['clinician' as const] };

/** The query keys the page's first reads asked the cache for. */
function asked(search: string, viewer: FirstReadsViewer) {
  const queries = new QueryClient();
  const prefetch = vi.spyOn(queries, 'prefetchQuery').mockResolvedValue(undefined);
  firstReads(queries, search, viewer);
  return prefetch.mock.calls.map(([options]) => options.queryKey);
}

afterEach(() => vi.restoreAllMocks());

describe("the practitioner dashboard's first reads (issue 32)", () => {
  it('fetches the day view’s module for a first load of the day, not of the week', () => {
    const load = vi.spyOn(dashboardDay, 'load').mockResolvedValue({} as never);
    asked('?view=week&date=2026-12-30&clinician=all', desk);
    expect(load).not.toHaveBeenCalled();

    asked('?date=2026-12-30', desk);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks the whole clinic’s week holding the address’s date for the front desk, under the key the week reads', () => {
    expect(asked('?view=week&date=2026-12-30&clinician=all', desk)).toEqual([
      ['sessions', 'calendar', 'week', '2026-12-30', '', ''],
    ]);
  });

  it('asks a clinician’s own week when the address names no one', () => {
    expect(asked('?view=week&date=2026-12-30', clinician)).toEqual([
      ['sessions', 'calendar', 'week', '2026-12-30', '', 'doc-1'],
    ]);
  });

  it('asks the agenda’s days from the address’s date', () => {
    expect(asked('?view=agenda&date=2026-12-30&clinician=all', desk)).toEqual([
      ['sessions', 'calendar', 'days', '2026-12-30', 14, ''],
    ]);
  });

  it('asks nothing for the day view, nor for a member with no calendar', () => {
    expect(asked('?date=2026-12-30', desk)).toEqual([]);
    expect(asked('?view=week', { userId: 'someone', roles: [] })).toEqual([]);
  });

  it.each([
    ['?view=week&date=2026-12-30&clinician=all', desk],
    ['?view=week&date=2026-12-30', clinician],
    ['?view=agenda&date=2026-12-30&clinician=doc-2', desk],
  ])(
    'has the entry send, for %s, the very address the page’s read then asks (so it takes that answer)',
    async (search, viewer) => {
      const request = vi.spyOn(httpClient, 'request').mockResolvedValue({});
      firstReads(new QueryClient(), search, viewer);
      await vi.waitFor(() => expect(request).toHaveBeenCalled());
      expect(request.mock.calls.map(([method, path]) => [method, path])).toEqual([
        ['get', firstRequests(search, viewer)[0]?.path],
      ]);
    },
  );

  it('has the entry send nothing where the page reads nothing first', () => {
    expect(firstRequests('?date=2026-12-30', desk)).toEqual([]);
    expect(firstRequests('?view=week', { userId: 'someone', roles: [] })).toEqual([]);
  });
});
