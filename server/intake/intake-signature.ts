import { createHash } from 'node:crypto';
import { intakeSignedText, type IntakeSignedFacts } from '../../common/contracts/intake-writes.ts';

export type { IntakeSignedFacts };

/**
 * The signature hash of an intake (CLINICAL.md decision 1; FHIR Provenance): the SHA-256, as
 * lowercase hex, of the UTF-8 bytes of `intakeSignedText(facts)` (common/contracts/intake-writes.ts,
 * which the MSW mock hashes too). Anyone can recompute it from the stored row.
 */
export const intakeSignatureHash = (facts: IntakeSignedFacts): string =>
  createHash('sha256').update(intakeSignedText(facts), 'utf8').digest('hex');
