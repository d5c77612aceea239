import {
  OBSERVATIONS_PAGE_MAX,
  observationsPath,
  observationsResponse,
  type Observation,
} from '../../../common/contracts/intake.contract';
import { allPages } from './all-pages';
import type { HttpClient } from './http-client';

/**
 * Every PHQ-9/GAD-7 score of a patient, oldest first, read a capped page at a time (issue 31);
 * the intake page and the chart both read them.
 */
export const allObservations = (http: HttpClient, patientId: string): Promise<Observation[]> =>
  allPages(http, observationsPath(patientId), {
    schema: observationsResponse,
    limit: OBSERVATIONS_PAGE_MAX,
    items: (page) => page.observations,
  });
