import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Database } from './schema.ts';

/**
 * The shipped knowledge base's table (`knowledge_entries`), which belongs to no clinic: the same
 * treatments and instruments for everyone. Domain code reaches only this one table through it,
 * as it reaches a clinic's tables only through `TenantDb`.
 */
export interface KnowledgeDb {
  selectEntries(): ReturnType<typeof selectEntries>;
  insertEntries(): ReturnType<typeof insertEntries>;
  updateEntries(): ReturnType<typeof updateEntries>;
  deleteEntries(): ReturnType<typeof deleteEntries>;
  /** Runs `work` in one transaction. */
  transaction<R>(work: (scope: KnowledgeDb) => Promise<R>): Promise<R>;
}

type Db = Kysely<Database> | Transaction<Database>;

const selectEntries = (db: Db) => db.selectFrom('knowledge_entries');
const insertEntries = (db: Db) => db.insertInto('knowledge_entries');
const updateEntries = (db: Db) => db.updateTable('knowledge_entries');
const deleteEntries = (db: Db) => db.deleteFrom('knowledge_entries');

export function knowledgeDb(db: Db): KnowledgeDb {
  return {
    selectEntries: () => selectEntries(db),
    insertEntries: () => insertEntries(db),
    updateEntries: () => updateEntries(db),
    deleteEntries: () => deleteEntries(db),
    transaction: (work) =>
      db.isTransaction
        ? work(knowledgeDb(db))
        : db.transaction().execute((tx) => work(knowledgeDb(tx))),
  };
}

/** The knowledge base's table over the server's database. */
export const knowledgeDbOf = (ctx: AppContext): KnowledgeDb => knowledgeDb(ctx.db);
