import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * The database lock, closed (issue 31, item 3; docs/decisions.md "Database lock and audit chain").
 *
 * 1. A signed note or intake may move only to 'entered-in-error', and then only its status and
 *    the withdrawal's reason, time and author change; every other column, identity included
 *    (patient, author, session, format), is compared as a whole row, so a column added later is
 *    locked too. A record entered in error never changes. Migration 0011's triggers call these
 *    functions, replaced here.
 * 2. Saved versions, record-access lines and audit events are append-only: any UPDATE, DELETE or
 *    TRUNCATE is refused; so is TRUNCATE of notes, intakes and addenda (it skips row triggers).
 * 3. The audit trail is hash-chained per clinic: a BEFORE INSERT trigger numbers each event
 *    (`chain_index`, 1, 2, …), stores the previous event's hash (`prev_hash`, null for the first)
 *    and the event's own (`hash`), under a per-clinic advisory lock held to the end of the
 *    transaction, so concurrent inserts in one clinic never fork the chain. Existing events are
 *    chained here in their server order (`seq`).
 *
 * The hash is SHA-256 (lowercase hex) of the UTF-8 bytes of the event's canonical JSON: the
 * object below with its keys sorted, no spaces, strings JSON-escaped, null for an absent value,
 * `chainIndex` and `seq` as numbers, instants as `YYYY-MM-DDTHH:MM:SS.ffffffZ` (UTC, microseconds):
 *
 *   { at, chainIndex, clientAt, id, prevHash, reason, recordedAt, recordedBy, seq, tenantId,
 *     type, userId }
 *
 * — exactly `canonicalJson` (common/contracts/documents.contract.ts), which `npm run verify`
 * recomputes without this function (server/db/integrity/audit-chain.ts).
 */

/** Columns of a signed record that the move to 'entered-in-error' sets. */
const WITHDRAWAL = `ARRAY['status', 'error_reason', 'error_at', 'error_by']`;

export const lockSignedBody = sql.raw(`
  BEGIN
    IF TG_OP = 'DELETE' THEN
      IF OLD.status <> 'draft' THEN
        RAISE EXCEPTION 'a signed record cannot be deleted' USING ERRCODE = 'P0001';
      END IF;
      RETURN OLD;
    END IF;
    IF OLD.status = 'draft' THEN
      RETURN NEW;
    END IF;
    IF OLD.status = 'entered-in-error' THEN
      IF to_jsonb(NEW) IS DISTINCT FROM to_jsonb(OLD) THEN
        RAISE EXCEPTION 'a record entered in error cannot be changed' USING ERRCODE = 'P0001';
      END IF;
      RETURN NEW;
    END IF;
    IF NEW.status NOT IN ('signed', 'entered-in-error') THEN
      RAISE EXCEPTION 'a signed record cannot leave signed except as entered in error'
        USING ERRCODE = 'P0001';
    END IF;
    IF (to_jsonb(NEW) - ${WITHDRAWAL}) IS DISTINCT FROM (to_jsonb(OLD) - ${WITHDRAWAL})
      OR (NEW.status = 'signed' AND to_jsonb(NEW) IS DISTINCT FROM to_jsonb(OLD)) THEN
      RAISE EXCEPTION 'a signed record cannot be changed' USING ERRCODE = 'P0001';
    END IF;
    RETURN NEW;
  END`);

const APPEND_ONLY = ['document_versions', 'record_access', 'audit_events'] as const;
const NO_TRUNCATE = [...APPEND_ONLY, 'notes', 'intakes', 'note_addenda'] as const;

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['notes', 'intakes']) {
      const name = sql.raw(`${table}_lock_signed`);
      await sql`CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql
        AS $$ ${lockSignedBody} $$`.execute(db);
    }

    await db.schema
      .alterTable('audit_events')
      .addColumn('chain_index', 'bigint')
      .addColumn('prev_hash', 'text')
      .addColumn('hash', 'text')
      .execute();
    // An instant as the chain hashes it: UTC, microseconds, whatever the session's settings.
    await sql`
      CREATE FUNCTION audit_instant(at timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
        SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
      $$`.execute(db);
    await sql`
      CREATE FUNCTION audit_event_hash(e audit_events) RETURNS text LANGUAGE sql STABLE AS $$
        SELECT encode(sha256(convert_to(
          '{"at":' || to_json(audit_instant(e.at))::text
          || ',"chainIndex":' || e.chain_index::text
          || ',"clientAt":' || coalesce(to_json(audit_instant(e.client_at))::text, 'null')
          || ',"id":' || to_json(e.id)::text
          || ',"prevHash":' || coalesce(to_json(e.prev_hash)::text, 'null')
          || ',"reason":' || coalesce(to_json(e.reason)::text, 'null')
          || ',"recordedAt":' || to_json(audit_instant(e.recorded_at))::text
          || ',"recordedBy":' || to_json(e.recorded_by)::text
          || ',"seq":' || e.seq::text
          || ',"tenantId":' || to_json(e.tenant_id)::text
          || ',"type":' || to_json(e.type)::text
          || ',"userId":' || to_json(e.user_id)::text
          || '}', 'UTF8')), 'hex')
      $$`.execute(db);

    // The trail so far, chained clinic by clinic in the server's order.
    await sql`
      DO $$
      DECLARE
        e audit_events;
        clinic text := NULL;
        position bigint := 0;
        previous text := NULL;
      BEGIN
        FOR e IN SELECT * FROM audit_events ORDER BY tenant_id, seq LOOP
          IF clinic IS DISTINCT FROM e.tenant_id THEN
            clinic := e.tenant_id;
            position := 0;
            previous := NULL;
          END IF;
          position := position + 1;
          e.chain_index := position;
          e.prev_hash := previous;
          e.hash := audit_event_hash(e);
          UPDATE audit_events SET chain_index = e.chain_index, prev_hash = e.prev_hash,
            hash = e.hash WHERE tenant_id = e.tenant_id AND id = e.id;
          previous := e.hash;
        END LOOP;
      END $$`.execute(db);
    await sql`ALTER TABLE audit_events ALTER COLUMN chain_index SET NOT NULL,
      ALTER COLUMN hash SET NOT NULL`.execute(db);
    // A second event at one position would be a fork: refused even if the lock were bypassed.
    await sql`CREATE UNIQUE INDEX audit_events_chain_idx
      ON audit_events (tenant_id, chain_index)`.execute(db);

    // The lock's first key names the chain; the second is the clinic.
    await sql`
      CREATE FUNCTION audit_events_chain() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        last_index bigint;
        last_hash text;
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('praxis.audit_events.chain'), hashtext(NEW.tenant_id));
        SELECT chain_index, hash INTO last_index, last_hash FROM audit_events
          WHERE tenant_id = NEW.tenant_id ORDER BY chain_index DESC LIMIT 1;
        NEW.chain_index := coalesce(last_index, 0) + 1;
        NEW.prev_hash := last_hash;
        NEW.hash := audit_event_hash(NEW);
        RETURN NEW;
      END $$`.execute(db);
    await sql`CREATE TRIGGER audit_events_chain BEFORE INSERT ON audit_events
      FOR EACH ROW EXECUTE FUNCTION audit_events_chain()`.execute(db);

    // Last: the trail above is chained by updating it, which from here on is refused.
    await sql`
      CREATE FUNCTION refuse_append_only_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% is append-only: its rows cannot be changed or deleted', TG_TABLE_NAME
          USING ERRCODE = 'P0001';
      END $$`.execute(db);
    for (const table of APPEND_ONLY) {
      const trigger = sql.raw(`${table}_append_only`);
      await sql`CREATE TRIGGER ${trigger} BEFORE UPDATE OR DELETE ON ${sql.table(table)}
        FOR EACH ROW EXECUTE FUNCTION refuse_append_only_change()`.execute(db);
    }
    for (const table of NO_TRUNCATE) {
      const trigger = sql.raw(`${table}_no_truncate`);
      await sql`CREATE TRIGGER ${trigger} BEFORE TRUNCATE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change()`.execute(db);
    }
  },
};
