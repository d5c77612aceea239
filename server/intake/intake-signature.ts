import { createHash } from 'node:crypto';
import { canonicalJson } from '../../common/contracts/documents.contract.ts';

/** What an intake's signature covers. `signedAt` is the ISO 8601 UTC instant stored as `signed_at`. */
export interface IntakeSignedFacts {
  id: string;
  patientId: string;
  encounterId: string | null;
  /** As stored, never as read: an intake stored in an older shape keeps its hash. */
  content: unknown;
  signerId: string;
  signedAt: string;
}

/**
 * The signature hash of an intake (CLINICAL.md decision 1; FHIR Provenance): the SHA-256, as
 * lowercase hex, of the UTF-8 bytes of
 *
 *   canonicalJson({ kind: 'intake', id, patientId, encounterId, content, signerId, signedAt })
 *
 * where `encounterId` is the session's id or null, `content` is the whole intake content as
 * stored (answers, MSE, risk, diagnoses, goals, consents), `signerId` the author's user id and
 * `signedAt` the ISO instant stored as `signed_at`. Anyone can recompute it from the stored row.
 */
export const intakeSignatureHash = (facts: IntakeSignedFacts): string =>
  createHash('sha256')
    .update(
      canonicalJson({
        kind: 'intake',
        id: facts.id,
        patientId: facts.patientId,
        encounterId: facts.encounterId,
        content: facts.content,
        signerId: facts.signerId,
        signedAt: facts.signedAt,
      }),
      'utf8',
    )
    .digest('hex');
