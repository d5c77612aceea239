import { HttpResponse } from 'msw';
import type * as z from 'zod/mini';
import { HTTP_MESSAGES } from '../../common/contracts/http-messages';
import { describeIssues } from '../../common/contracts/invalid-input';

/**
 * A request read as the server reads one, before it checks who asks: the JSON body parsed (400
 * when it is not JSON), then the path and the body checked by their contracts (400 in the server's
 * words). A mock handler reads its request with these, then authenticates.
 */
const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });

/** A JSON body: none when empty, the server's 400 when it is not JSON. */
export async function jsonOf(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fail(400, HTTP_MESSAGES.invalidJson);
  }
}

/** The path's named parameters (MSW adds the `*` wildcard's as `0`, which no route declares). */
const named = (params: unknown) =>
  Object.fromEntries(
    Object.entries(params as Record<string, unknown>).filter(([key]) => !/^\d+$/.test(key)),
  );

/** A part of the request (`params` first, then `body`) checked by its contract: the data, or the 400. */
export function checked<T>(
  schema: z.ZodMiniType<T>,
  data: unknown,
  part: 'params' | 'body',
): T | Response {
  const parsed = schema.safeParse(part === 'params' ? named(data) : data);
  return parsed.success ? parsed.data : fail(400, describeIssues(parsed.error, part));
}

/** A request part parsed by its contract, or the server's 400 naming each problem. */
export function parsed<T>(
  schema: z.ZodMiniType<T>,
  value: unknown,
  part: 'body' | 'querystring',
): { ok: true; data: T } | { ok: false; refusal: Response } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, refusal: fail(400, describeIssues(result.error, part)) };
}

/** The JSON body parsed by its contract; a body that is not JSON is the server's 400 too. */
export async function bodyOf<T>(request: Request, schema: z.ZodMiniType<T>) {
  const json = await jsonOf(request);
  if (json instanceof Response) return { ok: false, refusal: json } as const;
  return parsed(schema, json, 'body');
}
