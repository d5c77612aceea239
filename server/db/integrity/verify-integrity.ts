import type { Kysely } from 'kysely';
import { INTAKE_DOCUMENT, NOTE_DOCUMENT } from '../../documents/document-types.ts';
import type { Database } from '../schema.ts';
import { checkAuditChains } from './audit-chain.ts';
import type { BrokenRecord, IntegrityReport } from './integrity-report.ts';
import { checkAddenda, checkSignedDocuments } from './signatures.ts';

/** What the signature part of the check found: how many signed records, and the broken ones. */
export interface SignatureReport {
  notes: number;
  addenda: number;
  intakes: number;
  mismatches: BrokenRecord[];
}

/**
 * Re-checks each signed or withdrawn note's and intake's SHA-256 against its contents and its
 * saved version, and each addendum's: the integrity check's signature part, which a restore and a
 * move to PostgreSQL run on what arrived.
 */
export async function verifySignatures(db: Kysely<Database>): Promise<SignatureReport> {
  const notes = await checkSignedDocuments(db, NOTE_DOCUMENT);
  const addenda = await checkAddenda(db);
  const intakes = await checkSignedDocuments(db, INTAKE_DOCUMENT);
  return {
    notes: notes.checked,
    addenda: addenda.checked,
    intakes: intakes.checked,
    mismatches: [...notes.broken, ...addenda.broken, ...intakes.broken],
  };
}

/**
 * Re-checks the whole database (every clinic): every signature (verifySignatures) and each
 * clinic's audit hash chain. Reads only; `npm run verify` and the server's daily check both run it.
 */
export async function verifyIntegrity(db: Kysely<Database>, now: Date): Promise<IntegrityReport> {
  const signatures = await verifySignatures(db);
  const chains = await checkAuditChains(db);
  return {
    checkedAt: now,
    checked: {
      notes: signatures.notes,
      addenda: signatures.addenda,
      intakes: signatures.intakes,
      auditEvents: chains.checked,
    },
    broken: [...signatures.mismatches, ...chains.broken],
  };
}
