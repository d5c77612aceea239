import type { KnowledgeEntry } from '../../common/contracts/knowledge.contract.ts';
import type { KnowledgeDb } from '../db/knowledge-db.ts';

/**
 * Reads of the stored knowledge base. `content` is the entry as the contract's
 * `knowledgeEntry`, validated when it was written at start (`knowledge-sync.ts`).
 */

export async function findEntry(db: KnowledgeDb, id: string): Promise<KnowledgeEntry | null> {
  const row = await db.selectEntries().select('content').where('id', '=', id).executeTakeFirst();
  return row ? (row.content as KnowledgeEntry) : null;
}

/** Every treatment, in id order (the matcher ranks them). */
export async function listTreatments(db: KnowledgeDb): Promise<KnowledgeEntry[]> {
  const rows = await db
    .selectEntries()
    .select('content')
    .where('kind', '=', 'treatment')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.content as KnowledgeEntry);
}
