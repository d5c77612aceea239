import { HttpResponse } from 'msw';
import type * as z from 'zod/mini';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import type { MemberRole } from '../../../common/contracts/clinic.contract';
import type { AccountRecord } from '../session/account.db';
import { authenticated } from '../session/mock-bearer';
import { clinicOf, type MockClinic, type MockMember } from './clinic.db';
import { CLINIC_MESSAGES } from '../../../common/contracts/clinic.contract';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';

/** What every clinic mock handler shares: paths, error bodies, the body parser and the caller. */
export const CLINIC_MOCK_MESSAGES = {
  unauthenticated: HTTP_MESSAGES.unauthorized,
  forbidden: HTTP_MESSAGES.forbiddenRole,
  notFound: HTTP_MESSAGES.notFound,
  lastOwner: CLINIC_MESSAGES.lastOwner,
} as const;

export const url = (path: string) => `*${API_BASE_PATH}${path}`;
export const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });

export async function bodyOf<T>(request: Request, schema: z.ZodMiniType<T>) {
  const parsed = schema.safeParse(await request.json().catch(() => null));
  return parsed.success
    ? ({ ok: true, data: parsed.data } as const)
    : ({ ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid request' } as const);
}

export interface Caller {
  account: AccountRecord;
  state: MockClinic;
  me: MockMember;
}

/** The signed-in, active member behind the request, or the refusal to answer with. */
export function callerOf(request: Request, ...roles: MemberRole[]): Caller | Response {
  const account = authenticated(request);
  if (!account) return fail(401, CLINIC_MOCK_MESSAGES.unauthenticated);
  const state = clinicOf(account);
  const me = state.members.find((m) => m.id === account.id)!;
  if (!me.active) return fail(401, CLINIC_MOCK_MESSAGES.unauthenticated);
  if (roles.length > 0 && !me.roles.some((role) => roles.includes(role))) {
    return fail(403, CLINIC_MOCK_MESSAGES.forbidden);
  }
  return { account, state, me };
}
