import { callPeerMock } from '../peer-mock-call';
import {
  CLINIC_PATHS,
  memberListResponse,
  type Member,
} from '../../../common/contracts/clinic.contract';

/**
 * The caller's clinic's active clinicians, read through the API (the clinic mock answers), as
 * the server reads its members table: the patients mock does not hold the clinic's members.
 */
export async function activeCliniciansOf(request: Request): Promise<Member[]> {
  const parsed = memberListResponse.safeParse(
    await callPeerMock(request, 'GET', CLINIC_PATHS.members),
  );
  if (!parsed.success) return [];
  return parsed.data.members.filter((m) => m.active && m.roles.includes('clinician'));
}

/** The server's care-team order: by last name, then first name, then id. */
export function byLastName(a: { id: string; name: string }, b: { id: string; name: string }) {
  const key = (name: string) => {
    const words = name.split(' ');
    return `${words.at(-1) ?? ''} ${words.slice(0, -1).join(' ')}`;
  };
  return key(a.name).localeCompare(key(b.name)) || a.id.localeCompare(b.id);
}
