import { DRAFT_KEY_PATH, draftKeyResponse } from '../../../common/contracts/draft-key.contract';
import { httpClient, type HttpClient } from '../http/http-client';

/** The signed-in user's key for the drafts kept encrypted on this device (base64, 256 bits). */
export function createDraftKeyApi(http: HttpClient) {
  return {
    draftKey: async (): Promise<string> =>
      (await http.request('get', DRAFT_KEY_PATH, draftKeyResponse)).key,
  };
}

export const draftKeyApi = createDraftKeyApi(httpClient);
