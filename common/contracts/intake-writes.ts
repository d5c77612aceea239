import { documentSignedObject, lockedMessage, type SignedFacts } from './document-rules';
import { canonicalJson, versionOfEtag } from './documents.contract';
import { needsSafetyAlert } from '../scoring/instruments';
import { intakeHasContent } from './intake-gaps';
import { INTAKE_MESSAGES, type Intake, type IntakeContent } from './intake.contract';

/**
 * The rules of a write to an intake that the server and the MSW mock both apply (issue 29: a
 * rule exists once): the order in which a write is refused, what may be signed, and the exact
 * text a signature's hash covers.
 */

/** A write refused, with the status and the words both the server and the mock answer. */
export interface IntakeRefusal {
  status: 403 | 409 | 422 | 428;
  message: string;
}

/** Refuses (409) any change of content to an intake that is no longer a draft; else null. */
export function lockedRefusal({ status }: Pick<Intake, 'status'>): IntakeRefusal | null {
  const message = lockedMessage(status, INTAKE_MESSAGES);
  return message === null ? null : { status: 409, message };
}

/**
 * Whether the caller may write the intake's content (save or sign), in this order: its author only
 * (403), `If-Match` naming a version (428), still a draft (409). Else the version `If-Match`
 * names, which the write compares with the current one (412 when they differ).
 */
export function intakeWriteCheck(
  intake: Pick<Intake, 'authorId' | 'status'>,
  callerId: string,
  ifMatch: string | undefined,
): { refusal: IntakeRefusal } | { expected: number } {
  if (intake.authorId !== callerId) {
    return { refusal: { status: 403, message: INTAKE_MESSAGES.authorOnly } };
  }
  const expected = versionOfEtag(ifMatch);
  if (expected === null) return { refusal: { status: 428, message: INTAKE_MESSAGES.ifMatch } };
  const locked = lockedRefusal(intake);
  return locked ? { refusal: locked } : { expected };
}

/**
 * Why the intake may not be signed as it stands (422), or null: every section is empty
 * (`intakeHasContent`, the form's rule too), or PHQ-9 item 9 is above 0 without the alert
 * acknowledged and a risk level recorded with its rationale.
 */
export function signingRefusal(content: IntakeContent): IntakeRefusal | null {
  if (!intakeHasContent(content)) return { status: 422, message: INTAKE_MESSAGES.empty };
  const assessed =
    content.safetyAcknowledged &&
    content.risk.level !== null &&
    content.risk.rationale.trim() !== '';
  if (needsSafetyAlert(content.phq9) && !assessed) {
    return { status: 422, message: INTAKE_MESSAGES.safetyUnacknowledged };
  }
  return null;
}

/** What an intake's signature covers: every document's facts (document-rules.ts), nothing more. */
export type IntakeSignedFacts = SignedFacts;

/**
 * The text whose SHA-256 (lowercase hex of its UTF-8 bytes) is an intake's signature hash
 * (CLINICAL.md decision 1; FHIR Provenance):
 *
 *   canonicalJson({ kind: 'intake', id, patientId, encounterId, content, signerId, signedAt })
 *
 * where `encounterId` is the session's id or null, `content` is the whole intake content as
 * stored (answers, MSE, risk, diagnoses, goals, consents), `signerId` the author's user id and
 * `signedAt` the ISO instant stored as `signed_at`. Anyone can recompute it from the stored row.
 */
export const intakeSignedText = (facts: IntakeSignedFacts): string =>
  canonicalJson(documentSignedObject('intake', facts));
