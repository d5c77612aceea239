import { HttpResponse } from 'msw';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import {
  CLINIC_PATHS,
  clinicResponse,
  type ClinicSettings,
} from '../../../common/contracts/clinic.contract';
import {
  encounterPath,
  encounterResponse,
  type Encounter,
} from '../../../common/contracts/encounters.contract';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import { consentListResponse, patientSubPath } from '../../../common/contracts/patients.contract';
import type { SpeechRefusal } from '../../../common/contracts/speech.contract';
import { callPeerMock, noteDraftsOfRecordingPath } from '../peer-mock-call';

/** How the speech mock answers: the server's statuses and words (the contracts'), nothing of its own. */
export const url = (path: string) => `*${API_BASE_PATH}${path}`;
export const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });
export const refuse = (code: SpeechRefusal, message: string) =>
  HttpResponse.json({ code, message }, { status: 409 });
export const notFound = () => fail(404, HTTP_MESSAGES.notFound);
export const unauthorized = () => fail(401, HTTP_MESSAGES.unauthorized);

/** The session, as the sessions mock answers the caller (null when it does not). */
export async function encounterOf(request: Request, id: string): Promise<Encounter | null> {
  const parsed = encounterResponse.safeParse(await callPeerMock(request, 'GET', encounterPath(id)));
  return parsed.success ? parsed.data.encounter : null;
}

/** The patient's recording & AI consent is in force (the patients mock's answer). */
export async function consentedOf(request: Request, patientId: string): Promise<boolean> {
  const answer = consentListResponse.safeParse(
    await callPeerMock(request, 'GET', patientSubPath(patientId, 'consents')),
  );
  if (!answer.success) return false;
  return answer.data.current.some(
    (entry) => entry.kind === 'recording-ai' && entry.status === 'granted',
  );
}

/** The clinic's settings (AI and keeping audio), as the clinic mock answers them. */
export async function clinicSettingsOf(request: Request): Promise<ClinicSettings | null> {
  const answer = clinicResponse.safeParse(await callPeerMock(request, 'GET', CLINIC_PATHS.profile));
  return answer.success ? answer.data.clinic.settings : null;
}

/** Whether a note draft names this recording as its input (the drafting mock's answer). */
export async function hasDrafts(request: Request, recordingId: string): Promise<boolean> {
  const answer = await callPeerMock(request, 'GET', noteDraftsOfRecordingPath(recordingId));
  const drafts = (answer as { drafts?: unknown } | null)?.drafts;
  // Unanswered, the recording is kept: a draft's input is never lost to a mock's failure.
  return !Array.isArray(drafts) || drafts.length > 0;
}
