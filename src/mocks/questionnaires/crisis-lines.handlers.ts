import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  QUESTIONNAIRE_PATHS,
  crisisLinesInput,
  type CrisisLines,
} from '../../../common/contracts/questionnaires.contract';
import type { MockClinic } from '../clinic/clinic.db';
import { bodyOf, callerOf, fail, url } from '../clinic/clinic.mock-http';

const NOT_SET: CrisisLines = { clinicLine: null, nationalLine: null };

/** Each mock clinic's crisis lines; a reset clinic is a new object, so its lines start unset. */
const stored = new WeakMap<MockClinic, CrisisLines>();

export const crisisLinesOf = (clinic: MockClinic): CrisisLines => stored.get(clinic) ?? NOT_SET;

/** `GET` (every member) and `PUT` (owners) the clinic's crisis lines, as the server answers. */
export const crisisLinesHandlers: HttpHandler[] = [
  http.get(url(QUESTIONNAIRE_PATHS.crisisLines), ({ request }) => {
    const caller = callerOf(request);
    if (caller instanceof Response) return caller;
    return HttpResponse.json({ crisisLines: crisisLinesOf(caller.state) });
  }),

  http.put(url(QUESTIONNAIRE_PATHS.crisisLines), async ({ request }) => {
    const caller = callerOf(request, 'owner');
    if (caller instanceof Response) return caller;
    const body = await bodyOf(request, crisisLinesInput);
    if (!body.ok) return fail(400, body.message);
    const lines: CrisisLines = {
      clinicLine: body.data.clinicLine || null,
      nationalLine: body.data.nationalLine || null,
    };
    stored.set(caller.state, lines);
    return HttpResponse.json({ crisisLines: lines });
  }),
];
