import {
  DRAFT_KEY_PATH,
  draftKeyResponse,
  type DraftKeyResponse,
} from '../../../common/contracts/draft-key.contract';
import { httpClient, type HttpClient } from '../http/http-client';

/**
 * The signed-in user's keys for the drafts kept encrypted on this device (base64, 256 bits): the
 * current version and the earlier ones still needed to read older copies.
 */
export function createDraftKeyApi(http: HttpClient) {
  return {
    draftKey: (): Promise<DraftKeyResponse> =>
      http.request('get', DRAFT_KEY_PATH, draftKeyResponse),
  };
}

export const draftKeyApi = createDraftKeyApi(httpClient);
