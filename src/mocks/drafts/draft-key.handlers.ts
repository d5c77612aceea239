import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import {
  DRAFT_KEY_PATH,
  type DraftKeyResponse,
} from '../../../common/contracts/draft-key.contract';
import { authenticated, MOCK_MESSAGES } from '../session/account.handlers';

/** Each mock account's draft key, made on first request like the server's (in memory only). */
const keys = new Map<string, string>();

const randomKey = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));

/** Forgets every mock draft key (tests start clean). */
export const resetMockDraftKeys = () => keys.clear();

export const draftKeyHandlers: HttpHandler[] = [
  http.get(`*${API_BASE_PATH}${DRAFT_KEY_PATH}`, ({ request }) => {
    const account = authenticated(request);
    if (!account) {
      return HttpResponse.json({ message: MOCK_MESSAGES.unauthenticated }, { status: 401 });
    }
    const key = keys.get(account.id) ?? randomKey();
    keys.set(account.id, key);
    // One version: the mock's password change does not rotate it (the server's does).
    const body: DraftKeyResponse = { key, version: 1, previous: [] };
    return HttpResponse.json(body, { headers: { 'cache-control': 'no-store' } });
  }),
];
