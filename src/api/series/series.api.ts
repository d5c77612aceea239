import * as z from 'zod/mini';
import {
  SERIES_PATHS,
  outsideAvailabilityResponse,
  seriesCancelRestPath,
  seriesChangeResponse,
  seriesDetailResponse,
  seriesPath,
  seriesConflictResponse,
  seriesFollowingPath,
  seriesPreviewResponse,
  seriesResponse,
  type SeriesCancelRest,
  type SeriesDetailResponse,
  type SeriesFollowingChange,
  type SeriesInput,
  type SeriesPreviewResponse,
  type SeriesResponse,
} from '../../../common/contracts/series.contract';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import { ApiError } from '../http/api-error';
import { httpClient, type HttpClient } from '../http/http-client';

/**
 * Recurring sessions (issue 32): preview a series (nothing stored), book it (every occurrence or
 * none), move this and all following, cancel the rest. Every answer is validated by the contract.
 */
export function createSeriesApi(http: HttpClient) {
  return {
    preview: (input: SeriesInput): Promise<SeriesPreviewResponse> =>
      http.request('post', SERIES_PATHS.preview, seriesPreviewResponse, input),
    book: (input: SeriesInput): Promise<SeriesResponse> =>
      http.request('post', SERIES_PATHS.list, seriesResponse, input),
    get: (id: string): Promise<SeriesDetailResponse> =>
      http.request('get', seriesPath(id), seriesDetailResponse),
    /** A dry run of `moveFollowing`: the sessions as they would be; conflicts are its 409. */
    previewFollowing: (
      id: string,
      change: SeriesFollowingChange,
    ): Promise<{ encounters: Encounter[]; outside: string[] }> =>
      http
        .request('post', seriesFollowingPath(id), seriesChangeResponse, { ...change, dryRun: true })
        .then((answer) => ({
          encounters: answer.encounters,
          outside: answer.outsideAvailability ?? [],
        })),
    moveFollowing: async (id: string, change: SeriesFollowingChange): Promise<Encounter[]> =>
      (await http.request('post', seriesFollowingPath(id), seriesChangeResponse, change))
        .encounters,
    cancelRest: async (id: string, body: SeriesCancelRest): Promise<Encounter[]> =>
      (await http.request('post', seriesCancelRestPath(id), seriesChangeResponse, body)).encounters,
  };
}

export type SeriesApi = ReturnType<typeof createSeriesApi>;
export const seriesApi = createSeriesApi(httpClient);

const refusal = z.union([seriesConflictResponse, outsideAvailabilityResponse]);
export type SeriesRefusal = z.infer<typeof refusal>;

/**
 * Why a booking or a move of sessions was refused, when it is one the form can answer: the
 * conflicting dates (`series-conflicts`), or dates outside availability to confirm
 * (`outside-availability`, also a single booking's). Null for any other failure.
 */
export function seriesRefusalOf(error: unknown): SeriesRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = refusal.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}
