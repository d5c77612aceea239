import {
  CLINIC_PATHS,
  clinicResponse,
  memberListResponse,
} from '../../common/contracts/clinic.contract';
import { calendarDayAt, formatIsoDate } from '../../common/time/zoned-time';
import { callPeerMock } from './peer-mock-call';

/**
 * What another feature's mock needs of the clinic, asked of the clinic mock over its HTTP API
 * with the caller's token (docs/architecture.md: a mock never reads another's store).
 */

/**
 * The calendar day (YYYY-MM-DD) it is at `at` in the caller's clinic's time zone, as the server
 * dates a record (CLINICAL.md decision 8); UTC's day if the clinic cannot be read.
 */
export async function clinicDayOf(request: Request, at: Date): Promise<string> {
  const parsed = clinicResponse.safeParse(await callPeerMock(request, 'GET', CLINIC_PATHS.profile));
  try {
    if (parsed.success) return formatIsoDate(calendarDayAt(at, parsed.data.clinic.timeZone));
  } catch {
    // An unknown zone: UTC's day, as the server falls back.
  }
  return at.toISOString().slice(0, 10);
}

/** A signer as their member profile has them now (a signature freezes it), as the server reads it. */
export interface SignerIdentity {
  signerCredentials: string | null;
  signerLicenceNumber: string | null;
}

/** The member's credentials and licence number on the clinic mock (null if not a member). */
export async function signerIdentityOf(
  request: Request,
  memberId: string,
): Promise<SignerIdentity> {
  const parsed = memberListResponse.safeParse(
    await callPeerMock(request, 'GET', CLINIC_PATHS.members),
  );
  const member = parsed.success ? parsed.data.members.find((m) => m.id === memberId) : undefined;
  return {
    signerCredentials: member?.credentials ?? null,
    signerLicenceNumber: member?.licenceNumber ?? null,
  };
}
