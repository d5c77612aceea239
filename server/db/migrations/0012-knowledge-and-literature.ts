import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Knowledge and literature (issue 12; CLINICAL.md decisions 6 and 7).
 *
 * `knowledge_entries` holds the curated knowledge base shipped with Praxis (treatments and
 * instruments, written and cited by the team). It is the same for every clinic, so it carries no
 * tenant; the server writes it from the shipped content at start (`server/knowledge`). Its
 * `search_vector` is a stored, generated `tsvector` (English configuration; title weighted A,
 * summary B, the rest C) with a GIN index, so a search never reads the whole table.
 *
 * `saved_articles` is a clinic's reading list: an article from the literature search kept for the
 * clinic (`patient_id` null) or in one patient's chart, with the saver's note. Every key carries
 * the clinic, so an article saved in one clinic can never point at another clinic's patient.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('knowledge_entries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      /** Every other searchable word of the entry (description, for whom, course, cautions, aliases). */
      .addColumn('body_text', 'text', (c) => c.notNull())
      /** The whole entry as the contract's `knowledgeEntry`. */
      .addColumn('content', 'jsonb', (c) => c.notNull())
      .addColumn('content_sha256', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addColumn('search_vector', sql`tsvector`, (c) =>
        c
          .generatedAlwaysAs(
            sql`setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, summary), 'B') || setweight(to_tsvector('english'::regconfig, body_text), 'C')`,
          )
          .stored(),
      )
      .addCheckConstraint('knowledge_entries_kind_check', sql`kind in ('treatment', 'instrument')`)
      .execute();
    await sql`CREATE INDEX knowledge_entries_search_idx ON knowledge_entries USING gin (search_vector)`.execute(
      db,
    );

    await db.schema
      .createTable('saved_articles')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('patient_id', 'text')
      /** `pmid:<n>`, else `doi:<lower-case doi>`, else `epmc:<source>:<id>`: one article, one key. */
      .addColumn('article_key', 'text', (c) => c.notNull())
      /** The article as the contract's `article` (title, authors, journal, year, links…). */
      .addColumn('article', 'jsonb', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('saved_by', 'text', (c) => c.notNull())
      .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('saved_articles_pkey', ['tenant_id', 'id'])
      .addForeignKeyConstraint(
        'saved_articles_patient_fkey',
        ['tenant_id', 'patient_id'],
        'patients',
        ['tenant_id', 'id'],
      )
      .addForeignKeyConstraint('saved_articles_saver_fkey', ['tenant_id', 'saved_by'], 'users', [
        'tenant_id',
        'id',
      ])
      .execute();
    // An article is on a list once: the clinic's, or each patient's.
    await sql`CREATE UNIQUE INDEX saved_articles_once ON saved_articles (tenant_id, coalesce(patient_id, ''), article_key)`.execute(
      db,
    );
    await db.schema
      .createIndex('saved_articles_list_idx')
      .on('saved_articles')
      .columns(['tenant_id', 'patient_id', 'saved_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('saved_articles').execute();
    await db.schema.dropTable('knowledge_entries').execute();
  },
};
