import type * as z from 'zod/mini';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import { idParams } from '../../../common/contracts/safe-text';
import {
  CHUNK_CONTENT_TYPES,
  RECORDING_CHUNK_MAX_BYTES,
  SPEECH_MESSAGES,
} from '../../../common/contracts/speech.contract';
import type { AccountRecord } from '../session/account.db';
import { authenticated } from '../session/mock-bearer';
import { checked, jsonOf } from '../mock-request';
import { fail, notFound, unauthorized } from './speech.mock-http';
import { recordingsOf, type MockRecording } from './speech.store';

/**
 * A speech request read as the server reads it (held to it by tests/contract/speech-contract):
 * the body first (parsed, then its contract), the path, then who asks; a recording is its
 * maker's alone (anyone else gets a 404).
 */

const isJson = (type: string) => /^application\/json\s*(?:;|$)/i.test(type);

/** A recording the caller may work with (they made it), or the refusal. */
function ownRecording(account: AccountRecord, id: string): MockRecording | Response {
  const record = recordingsOf(account.tenantId).find((r) => r.recording.id === id);
  return record && record.recording.clinicianId === account.id ? record : notFound();
}

type OwnRecording = { account: AccountRecord; record: MockRecording };

/** The caller (401 without one) and their own recording `id` (404 for any other). */
export function callerRecording(request: Request, id: string): OwnRecording | Response {
  const account = authenticated(request);
  if (!account) return unauthorized();
  const record = ownRecording(account, id);
  return record instanceof Response ? record : { account, record };
}

/** The path's recording, read as the server reads the request: its path (400), then who asks. */
export function recordingAt(request: Request, params: unknown): OwnRecording | Response {
  const path = checked(idParams, params, 'params');
  return path instanceof Response ? path : callerRecording(request, path.id);
}

/** As `recordingAt`, with a JSON body: parsed (400), the path, the body's contract, then who asks. */
export async function recordingWith<T>(
  request: Request,
  params: unknown,
  schema: z.ZodMiniType<T>,
): Promise<(OwnRecording & { input: T }) | Response> {
  const json = await jsonOf(request);
  if (json instanceof Response) return json;
  const path = checked(idParams, params, 'params');
  if (path instanceof Response) return path;
  const input = checked(schema, json, 'body');
  if (input instanceof Response) return input;
  const own = callerRecording(request, path.id);
  return own instanceof Response ? own : { ...own, input };
}

/** A chunk's body as the server's parsers take it: its bytes, or the 415, 413 or 400 they answer. */
export async function chunkBody(request: Request): Promise<Uint8Array | { json: true } | Response> {
  const type = request.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength === 0) return bytes;
  if (!CHUNK_CONTENT_TYPES.test(type) && !isJson(type)) {
    return fail(415, SPEECH_MESSAGES.chunkNotRaw);
  }
  if (bytes.byteLength > RECORDING_CHUNK_MAX_BYTES) {
    return fail(413, SPEECH_MESSAGES.chunkTooLarge);
  }
  if (!isJson(type)) return bytes;
  try {
    JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return fail(400, HTTP_MESSAGES.invalidJson);
  }
  return { json: true };
}
