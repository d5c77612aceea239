import { createHash } from 'node:crypto';
import { z } from 'zod';
import { canonicalJson } from '../../common/contracts/documents.contract.ts';
import { knowledgeEntry, type KnowledgeEntry } from '../../common/contracts/knowledge.contract.ts';
import { KNOWLEDGE_BASE } from '../../common/knowledge/knowledge-base.ts';
import type { AppContext } from '../context.ts';
import { knowledgeDbOf, type KnowledgeDb } from '../db/knowledge-db.ts';
import { HIGHLIGHT_MARKERS } from './knowledge-highlight.ts';

/**
 * Writes the knowledge base shipped with Praxis into `knowledge_entries` at start (CLINICAL.md
 * decision 7: searched on the server). An entry whose canonical JSON has not changed is left
 * alone, a changed one is rewritten, one no longer shipped is removed. A shipped entry that does
 * not parse stops the server from starting, with the reason: never silently skipped.
 */

export interface SyncOutcome {
  inserted: number;
  updated: number;
  deleted: number;
  unchanged: number;
}

/** Every searchable word of an entry beyond its title and summary (the C weight). */
export function bodyTextOf(entry: KnowledgeEntry): string {
  const parts = [
    entry.description,
    entry.forWhom,
    entry.typicalCourse,
    entry.contraindications,
    entry.aliases.join(', '),
    entry.conditions.map((condition) => condition.label).join('; '),
    [...new Set(entry.conditions.flatMap((condition) => condition.problemTerms))].join(', '),
    entry.measurement &&
      [entry.measurement.measures, entry.measurement.scoring, entry.measurement.cutoffs].join(' '),
  ];
  return parts.filter((part): part is string => Boolean(part && part.trim())).join('\n');
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The entries, parsed; throws naming what is wrong (a duplicate id, a field, a marker). */
export function validateEntries(entries: readonly unknown[]): KnowledgeEntry[] {
  const parsed = z.array(knowledgeEntry).safeParse(entries);
  if (!parsed.success) {
    throw new Error(`The shipped knowledge base is not valid:\n${z.prettifyError(parsed.error)}`);
  }
  const seen = new Set<string>();
  for (const entry of parsed.data) {
    if (seen.has(entry.id)) throw new Error(`The knowledge base ships "${entry.id}" twice.`);
    seen.add(entry.id);
    const searched = [entry.title, entry.summary, bodyTextOf(entry)].join(' ');
    if (HIGHLIGHT_MARKERS.some((marker) => searched.includes(marker))) {
      throw new Error(`The knowledge entry "${entry.id}" holds a control character.`);
    }
  }
  return parsed.data;
}

/** Brings `knowledge_entries` to exactly `entries`, in one transaction. */
export async function syncKnowledgeBase(
  db: KnowledgeDb,
  entries: readonly unknown[],
  now: Date,
): Promise<SyncOutcome> {
  const shipped = validateEntries(entries);
  return db.transaction(async (tx) => {
    const stored = await tx.selectEntries().select(['id', 'content_sha256']).execute();
    const hashes = new Map(stored.map((row) => [row.id, row.content_sha256]));
    const outcome: SyncOutcome = { inserted: 0, updated: 0, deleted: 0, unchanged: 0 };
    const changed = [];
    for (const entry of shipped) {
      const hash = sha256(canonicalJson(entry));
      const previous = hashes.get(entry.id);
      if (previous === hash) {
        outcome.unchanged += 1;
        continue;
      }
      changed.push({
        id: entry.id,
        kind: entry.kind,
        title: entry.title,
        summary: entry.summary,
        body_text: bodyTextOf(entry),
        content: JSON.stringify(entry),
        content_sha256: hash,
        updated_at: now,
      });
      outcome[previous === undefined ? 'inserted' : 'updated'] += 1;
    }
    // One statement for every changed entry (a fresh database writes them all at each start).
    // A conflict is another server starting at the same moment: the same content wins.
    if (changed.length > 0) {
      await tx
        .insertEntries()
        .values(changed)
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet((eb) => ({
            kind: eb.ref('excluded.kind'),
            title: eb.ref('excluded.title'),
            summary: eb.ref('excluded.summary'),
            body_text: eb.ref('excluded.body_text'),
            content: eb.ref('excluded.content'),
            content_sha256: eb.ref('excluded.content_sha256'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
    const gone = stored.map((row) => row.id).filter((id) => !shipped.some((e) => e.id === id));
    if (gone.length > 0) {
      await tx.deleteEntries().where('id', 'in', gone).execute();
      outcome.deleted = gone.length;
    }
    return outcome;
  });
}

/** The knowledge base shipped with this build, written at start. */
export const syncShippedKnowledge = (ctx: AppContext) =>
  syncKnowledgeBase(knowledgeDbOf(ctx), KNOWLEDGE_BASE, ctx.clock());
