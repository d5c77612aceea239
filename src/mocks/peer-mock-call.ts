import { API_BASE_PATH } from '../../common/constants/server.constants';

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
