import type { KnowledgeEntry } from '../../common/contracts/knowledge.contract.ts';
import { knowledgeDb } from '../db/knowledge-db.ts';
import type { TestServer } from '../test/harness.ts';
import { syncKnowledgeBase } from './knowledge-sync.ts';

/**
 * Small knowledge entries of the tests' own, so a search test does not depend on the shipped
 * wording (the shipped base is tested in its own files). Each holds words the tests look for.
 */
const source = { body: 'Test body', citation: 'A test citation.', url: null, year: 2024 };

export function fixtureEntry(over: Partial<KnowledgeEntry> & Pick<KnowledgeEntry, 'id' | 'title'>) {
  const entry: KnowledgeEntry = {
    kind: 'treatment',
    aliases: [],
    summary: `${over.title}, in short.`,
    description: 'A structured psychological treatment.',
    forWhom: 'Adults who ask for it.',
    ageGroups: ['adult'],
    conditions: [
      {
        label: 'A test condition',
        icd10Prefixes: ['F99'],
        problemTerms: ['test trouble'],
        level: 'moderate',
        ageGroups: ['adult'],
        sources: [source],
      },
    ],
    measurement: null,
    typicalCourse: 'Twelve weekly sessions.',
    contraindications: null,
    related: [],
    sources: [source],
    literatureQuery: `"${over.title}"`,
    ...over,
  };
  return entry;
}

export const FIXTURES: KnowledgeEntry[] = [
  fixtureEntry({
    id: 'lantern-therapy',
    title: 'Lantern therapy',
    aliases: ['LT'],
    summary: 'A made-up therapy that the search tests look for.',
    description:
      'Sessions rely on graded habituation to feared situations, practised between sessions as homework until the fear fades.',
  }),
  fixtureEntry({
    id: 'orchard-mindfulness',
    title: 'Orchard mindfulness',
    summary: 'A made-up group programme of attention training.',
  }),
  fixtureEntry({
    id: 'harbour-counselling',
    title: 'Harbour counselling',
    summary: 'A made-up counselling format.',
    description: 'Borrows one exercise from orchard mindfulness, and otherwise listens.',
  }),
  fixtureEntry({
    id: 'orchard-scale',
    kind: 'instrument',
    title: 'Orchard scale',
    summary: 'A made-up questionnaire of attention.',
    conditions: [],
    typicalCourse: null,
    measurement: { measures: 'Attention', items: 5, scoring: 'Sum 0–15', cutoffs: '10 or more' },
  }),
];

/** Replaces the stored knowledge base with `entries` (the fixtures by default). */
export const storeEntries = (server: TestServer, entries: readonly unknown[] = FIXTURES) =>
  syncKnowledgeBase(knowledgeDb(server.server.ctx.db), entries, server.now());
