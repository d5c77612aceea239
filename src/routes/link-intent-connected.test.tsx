import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patientChartApi } from '../api/patients/patient-chart.api';
import { patientsApi } from '../api/patients/patients.api';
import { chartHref, sessionHref } from '../ui/patients/chart-paths';
import { loadAhead } from './link-intent-connected';
import { chartKeys } from './patients/chart-queries';
import { PRODUCT_PAGE_COMPONENTS } from './product-page-components';
import { clearQueryCache } from './query-cache';
import { sharedQueryClient } from './query-root';

const record = { id: 'p1', name: 'Ada Lovelace' } as unknown as Awaited<
  ReturnType<typeof patientsApi.get>
>;

/** Every read the chart makes on opening, answered without a server. */
function answerChartReads() {
  return {
    patient: vi.spyOn(patientsApi, 'get').mockResolvedValue(record),
    clinic: vi.spyOn(patientChartApi, 'clinic').mockResolvedValue({} as never),
    members: vi.spyOn(patientChartApi, 'members').mockResolvedValue([] as never),
    consents: vi.spyOn(patientChartApi, 'consents').mockResolvedValue({} as never),
    sessions: vi.spyOn(patientChartApi, 'sessions').mockResolvedValue({} as never),
  };
}

/** Lets the dynamically imported cache module load and the reads it starts settle. */
const settle = () => vi.waitFor(() => expect(patientsApi.get).toHaveBeenCalled());

describe('loading a page ahead of a link the reader is about to follow', () => {
  beforeEach(() => clearQueryCache());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    clearQueryCache();
  });

  it('reads the patient and the chart’s reads into the read cache and loads the chart’s module', async () => {
    const reads = answerChartReads();
    const preload = vi.spyOn(PRODUCT_PAGE_COMPONENTS.patientdashboard, 'preload');
    const queries = sharedQueryClient();
    loadAhead(queries, chartHref('p1'));
    await settle();
    await vi.waitFor(() => expect(queries.getQueryData(chartKeys.patient('p1'))).toEqual(record));
    expect(preload).toHaveBeenCalledOnce();
    expect(reads.patient).toHaveBeenCalledExactlyOnceWith('p1');
    for (const read of [reads.clinic, reads.members, reads.consents, reads.sessions]) {
      expect(read).toHaveBeenCalledOnce();
    }
  });

  it('reads nothing again while what it read is fresh, and again once it is stale', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reads = answerChartReads();
    const queries = sharedQueryClient();
    loadAhead(queries, chartHref('p1'));
    await settle();
    await vi.waitFor(() => expect(queries.getQueryData(chartKeys.patient('p1'))).toEqual(record));

    loadAhead(queries, chartHref('p1'));
    await vi.advanceTimersByTimeAsync(10);
    expect(reads.patient).toHaveBeenCalledOnce();

    await vi.advanceTimersByTimeAsync(15_000);
    loadAhead(queries, chartHref('p1'));
    await vi.waitFor(() => expect(reads.patient).toHaveBeenCalledTimes(2));
  });

  it('leaves nothing it read in the cache once the session has ended', async () => {
    answerChartReads();
    const queries = sharedQueryClient();
    loadAhead(queries, chartHref('p1'));
    await settle();
    await vi.waitFor(() => expect(queries.getQueryData(chartKeys.patient('p1'))).toEqual(record));

    clearQueryCache(); // what the session's end does (src/app/browser-auth.ts)
    expect(queries.getQueryData(chartKeys.patient('p1'))).toBeUndefined();
    expect(queries.getQueryCache().findAll({ queryKey: chartKeys.all('p1') })).toEqual([]);
  });

  it('drops an answer that arrives after the session has ended', async () => {
    let answer: (patient: typeof record) => void = () => {};
    vi.spyOn(patientsApi, 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const queries = sharedQueryClient();
    loadAhead(queries, chartHref('p1'));
    await settle();

    clearQueryCache();
    answer(record);
    await Promise.resolve();
    expect(queries.getQueryData(chartKeys.patient('p1'))).toBeUndefined();
  });

  it('loads only the session page’s module for a session link, and nothing for other links', () => {
    const read = vi.spyOn(patientsApi, 'get');
    const session = vi.spyOn(PRODUCT_PAGE_COMPONENTS.patientviewsession, 'preload');
    const chart = vi.spyOn(PRODUCT_PAGE_COMPONENTS.patientdashboard, 'preload');
    loadAhead(sharedQueryClient(), sessionHref('e1'));
    loadAhead(sharedQueryClient(), '/app/panels/hospital/patient');
    expect(session).toHaveBeenCalledOnce();
    expect(chart).not.toHaveBeenCalled();
    expect(read).not.toHaveBeenCalled();
  });
});
