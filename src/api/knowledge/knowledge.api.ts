import {
  KNOWLEDGE_PATHS,
  knowledgeEntryPath,
  knowledgeEntryResponse,
  knowledgeSearchResponse,
  matchResponse,
  patientMatchPath,
  type KnowledgeEntry,
  type KnowledgeKind,
  type KnowledgeSearchResponse,
  type MatchInput,
  type MatchResponse,
} from '../../../common/contracts/knowledge.contract';
import {
  PATIENT_PATHS,
  patientListResponse,
  patientPath,
  patientResponse,
  type Patient,
  type PatientSummary,
} from '../../../common/contracts/patients.contract';
import { httpClient, type HttpClient } from '../http/http-client';

/** How many patients the matcher's patient search offers at once. */
export const MATCHER_PATIENT_LIMIT = 8;

/** The first patients a search finds, and whether there are more than it shows. */
export interface PatientPage {
  patients: PatientSummary[];
  more: boolean;
}

export interface KnowledgeSearch {
  q: string;
  kind?: KnowledgeKind | null;
  limit?: number;
}

/** The search as URL parameters; empty values are left out. */
export function knowledgeSearchParams({ q, kind, limit }: KnowledgeSearch): string {
  const params = new URLSearchParams({ q });
  if (kind) params.set('kind', kind);
  if (limit) params.set('limit', String(limit));
  return `?${params.toString()}`;
}

/**
 * Typed endpoints of the knowledge API; answers validated by the contract. The matcher's patient
 * search asks the patients API through the shared contract (a feature does not import another's
 * client): a clinician's list is their caseload, as the server decides.
 */
export function createKnowledgeApi(http: HttpClient) {
  return {
    search: (query: KnowledgeSearch): Promise<KnowledgeSearchResponse> =>
      http.request(
        'get',
        `${KNOWLEDGE_PATHS.search}${knowledgeSearchParams(query)}`,
        knowledgeSearchResponse,
      ),
    entry: async (id: string): Promise<KnowledgeEntry> =>
      (await http.request('get', knowledgeEntryPath(id), knowledgeEntryResponse)).entry,
    match: (input: MatchInput): Promise<MatchResponse> =>
      http.request('post', KNOWLEDGE_PATHS.match, matchResponse, input),
    patientMatches: (patientId: string): Promise<MatchResponse> =>
      http.request('get', patientMatchPath(patientId), matchResponse),
    patient: async (id: string): Promise<Patient> =>
      (await http.request('get', patientPath(id), patientResponse)).patient,
    findPatients: async (q: string): Promise<PatientPage> => {
      const answer = await http.request('post', PATIENT_PATHS.search, patientListResponse, {
        limit: MATCHER_PATIENT_LIMIT,
        ...(q.trim() ? { q: q.trim() } : {}),
      });
      return { patients: answer.patients, more: answer.nextCursor !== undefined };
    },
  };
}

export type KnowledgeApi = ReturnType<typeof createKnowledgeApi>;
export const knowledgeApi = createKnowledgeApi(httpClient);
