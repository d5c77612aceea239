import { API_BASE_PATH } from '../../common/constants/server.constants';

/** Marks a request one mock sends another, so the answering mock knows no member asked. */
const PEER_MOCK_HEADER = 'X-Praxis-Peer-Mock';

/**
 * Whether another mock sent this request. The server's domains read each other's rows without
 * writing a record-access line (only the member's request is a read of the record), so a mock
 * answering a peer writes none either: a chart visit is then one "Opened the chart", not one per
 * mock that looked the patient up.
 */
export const isPeerMockCall = (request: Request): boolean =>
  request.headers.get(PEER_MOCK_HEADER) === '1';

/**
 * Another feature's mock, asked over its own HTTP API with the caller's token: a feature's mock
 * does not reach into another's store, as a feature's code does not reach into another's
 * (docs/architecture.md). The answer's JSON, or null for any refusal or failure.
 */
export async function callPeerMock(
  request: Request,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const target = new URL(`${API_BASE_PATH}${path}`, request.url);
  const headers: Record<string, string> = {
    Authorization: request.headers.get('Authorization') ?? '',
    [PEER_MOCK_HEADER]: '1',
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(target, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response.ok ? ((await response.json().catch(() => null)) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * A question only a peer mock asks (no such route exists on the server, whose domains read each
 * other's rows): the drafts made from a recording, which the speech mock keeps it for.
 */
export const NOTE_DRAFTS_OF_RECORDING_PATH = '/note-drafts';
export const noteDraftsOfRecordingPath = (recordingId: string) =>
  `${NOTE_DRAFTS_OF_RECORDING_PATH}?recordingId=${encodeURIComponent(recordingId)}`;
