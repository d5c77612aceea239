import { http, HttpResponse, type HttpHandler } from 'msw';
import { icd10Title } from '../../../common/clinical/icd10-search';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { mayDo } from '../../../common/contracts/clinic.contract';
import {
  KNOWLEDGE_PATHS,
  knowledgeSearchQuery,
  matchInput,
} from '../../../common/contracts/knowledge.contract';
import { KNOWLEDGE_BASE } from '../../../common/knowledge/knowledge-base';
import { matchTreatments } from '../../../common/knowledge/match-treatments';
import { toUser } from '../session/account.db';
import { authenticated } from '../session/mock-bearer';
import { searchKnowledge } from './knowledge-search';
import { patientMatchBasis } from './patient-match-basis';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';

/**
 * The knowledge API in the browser mock (dev, Storybook, front-end e2e): the shipped knowledge
 * base searched by a simple word match (the server uses PostgreSQL full-text search), and the
 * one matcher the server uses (`common/knowledge/match-treatments.ts`). A patient's matches read
 * the chart through the patients and intake mocks' own HTTP API, with the caller's rights.
 */
const url = (path: string) => `*${API_BASE_PATH}${path}`;
const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });
const firstIssue = (error: { issues: { path: PropertyKey[]; message: string }[] }) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.')}: ${issue.message}` : 'Invalid request';
};

export const knowledgeHandlers: HttpHandler[] = [
  http.get(url(KNOWLEDGE_PATHS.search), ({ request }) => {
    if (!authenticated(request)) return fail(401, HTTP_MESSAGES.unauthorized);
    const query = knowledgeSearchQuery.safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!query.success) return fail(400, `Invalid query: ${firstIssue(query.error)}`);
    return HttpResponse.json({ hits: searchKnowledge(KNOWLEDGE_BASE, query.data) });
  }),

  http.get(url(KNOWLEDGE_PATHS.entry), ({ request, params }) => {
    if (!authenticated(request)) return fail(401, HTTP_MESSAGES.unauthorized);
    const entry = KNOWLEDGE_BASE.find((each) => each.id === params.id);
    return entry ? HttpResponse.json({ entry }) : fail(404, 'Not found.');
  }),

  http.post(url(KNOWLEDGE_PATHS.match), async ({ request }) => {
    if (!authenticated(request)) return fail(401, HTTP_MESSAGES.unauthorized);
    const body = matchInput.safeParse(await request.json().catch(() => null));
    if (!body.success) return fail(400, `Invalid request body: ${firstIssue(body.error)}`);
    const basis = {
      diagnoses: [...new Set(body.data.diagnoses)].map((code) => ({
        code,
        text: icd10Title(code) ?? '',
      })),
      problems: body.data.problems,
      ageGroup: body.data.ageGroup,
      riskFlags: body.data.riskFlags,
    };
    return HttpResponse.json({ basis, matches: matchTreatments(KNOWLEDGE_BASE, basis) });
  }),

  http.get(url(KNOWLEDGE_PATHS.patientMatch), async ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    // A refused read of a record is a 404, like the server (CLINICAL.md §1).
    if (!mayDo(toUser(account).roles, 'readClinical')) return fail(404, 'Not found.');
    const basis = await patientMatchBasis(request, String(params.id), account.id);
    if (!basis) return fail(404, 'Not found.');
    return HttpResponse.json({ basis, matches: matchTreatments(KNOWLEDGE_BASE, basis) });
  }),
];
