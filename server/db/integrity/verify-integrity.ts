import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { checkAuditChains } from './audit-chain.ts';
import type { IntegrityReport } from './integrity-report.ts';
import { checkAddenda, checkSignedDocuments } from './signatures.ts';

/**
 * Re-checks the whole database (every clinic): each signed or withdrawn note's and intake's
 * SHA-256 against its contents and its saved version, each addendum's, and each clinic's audit
 * hash chain. Reads only; `npm run verify` and the server's daily check both run it.
 */
export async function verifyIntegrity(db: Kysely<Database>, now: Date): Promise<IntegrityReport> {
  const notes = await checkSignedDocuments(db, 'note');
  const addenda = await checkAddenda(db);
  const intakes = await checkSignedDocuments(db, 'intake');
  const chains = await checkAuditChains(db);
  return {
    checkedAt: now,
    checked: {
      notes: notes.checked,
      addenda: addenda.checked,
      intakes: intakes.checked,
      auditEvents: chains.checked,
    },
    broken: [...notes.broken, ...addenda.broken, ...intakes.broken, ...chains.broken],
  };
}
