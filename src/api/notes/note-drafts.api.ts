import {
  noteDraftPath,
  noteDraftResponse,
  sessionDraftPath,
  type DraftRequest,
  type NoteDraft,
} from '../../../common/contracts/drafting.contract';
import {
  recordingPath,
  recordingResponse,
  sessionSpeechPath,
  sessionSpeechResponse,
  type Recording,
  type SessionSpeechResponse,
} from '../../../common/contracts/speech.contract';
import { LONG_REQUEST_TIMING } from '../../config/request-timing';
import { httpClient, type HttpClient } from '../http/http-client';

/**
 * AI drafting (DRAFTING_PATHS) and the two speech reads the AI note page needs (the session's
 * recordings, one transcript), called through the common contract, not the speech feature's code.
 */
export function createNoteDraftsApi(http: HttpClient) {
  return {
    /** Cancelling (`signal`) closes the request, and the server stops the draft and keeps none. */
    draft: async (
      encounterId: string,
      request: DraftRequest,
      signal?: AbortSignal,
    ): Promise<NoteDraft> =>
      (
        await http.request('post', sessionDraftPath(encounterId), noteDraftResponse, request, {
          timeoutMs: LONG_REQUEST_TIMING.noteDraftMs,
          ...(signal && { signal }),
        })
      ).draft,
    get: async (id: string): Promise<NoteDraft> =>
      (await http.request('get', noteDraftPath(id), noteDraftResponse)).draft,
    sessionSpeech: (encounterId: string): Promise<SessionSpeechResponse> =>
      http.request('get', sessionSpeechPath(encounterId), sessionSpeechResponse),
    recording: async (id: string): Promise<Recording> =>
      (await http.request('get', recordingPath(id), recordingResponse)).recording,
  };
}

export const noteDraftsApi = createNoteDraftsApi(httpClient);
