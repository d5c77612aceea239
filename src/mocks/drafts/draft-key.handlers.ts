import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import {
  DEVICE_DRAFT_MAX_AGE_MS,
  DRAFT_KEY_PATH,
  type DraftKeyResponse,
} from '../../../common/contracts/draft-key.contract';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import { sessionGeneration } from '../session/account.db';
import { authenticated } from '../session/mock-bearer';

interface MockDraftKey {
  version: number;
  key: string;
  createdAt: number;
  /** The account's session generation it was made in: each password change or reset adds one. */
  generation: number;
}

/** Each mock account's draft keys, oldest first, in memory only. */
const keys = new Map<string, MockDraftKey[]>();

const randomKey = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));

/** Forgets every mock draft key (tests start clean). */
export const resetMockDraftKeys = () => keys.clear();

/**
 * The account's keys, as the server keeps them: version 1 made on the first request, and the next
 * version for each password change or reset since (the server makes it at the change, for an
 * account that had a key; the mock when it is next asked, so a retired key's 14 days start then).
 */
function keysOf(accountId: string): MockDraftKey[] {
  const generation = sessionGeneration(accountId);
  const now = Date.now();
  const held = keys.get(accountId) ?? [
    { version: 1, key: randomKey(), createdAt: now, generation },
  ];
  for (let latest = held.at(-1)!; latest.generation < generation; latest = held.at(-1)!) {
    held.push({
      version: latest.version + 1,
      key: randomKey(),
      createdAt: now,
      generation: latest.generation + 1,
    });
  }
  keys.set(accountId, held);
  return held;
}

/** The keys before the current one a device may still need: successor made within a copy's life. */
function previousKeys(held: MockDraftKey[], now: number): DraftKeyResponse['previous'] {
  const kept: DraftKeyResponse['previous'] = [];
  for (let i = held.length - 2; i >= 0; i -= 1) {
    if (held[i + 1]!.createdAt <= now - DEVICE_DRAFT_MAX_AGE_MS) break;
    kept.push({ version: held[i]!.version, key: held[i]!.key });
  }
  return kept;
}

/** Like the server (held to it by tests/contract/audit-draft-keys-contract.test.ts). */
export const draftKeyHandlers: HttpHandler[] = [
  http.get(`*${API_BASE_PATH}${DRAFT_KEY_PATH}`, ({ request }) => {
    const account = authenticated(request);
    if (!account) {
      return HttpResponse.json({ message: HTTP_MESSAGES.unauthorized }, { status: 401 });
    }
    const held = keysOf(account.id);
    const current = held.at(-1)!;
    const body: DraftKeyResponse = {
      key: current.key,
      version: current.version,
      previous: previousKeys(held, Date.now()),
    };
    return HttpResponse.json(body, { headers: { 'cache-control': 'no-store' } });
  }),
];
