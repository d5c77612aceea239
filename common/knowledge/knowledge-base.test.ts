import { describe, expect, it } from 'vitest';
import { ICD10_MENTAL } from '../clinical/icd10-mental';
import { knowledgeEntry, type KnowledgeEntry } from '../contracts/knowledge.contract';
import { KNOWLEDGE_BASE } from './knowledge-base';

const byId = new Map(KNOWLEDGE_BASE.map((entry) => [entry.id, entry]));
const treatments = KNOWLEDGE_BASE.filter((entry) => entry.kind === 'treatment');
const instruments = KNOWLEDGE_BASE.filter((entry) => entry.kind === 'instrument');
const allSources = (entry: KnowledgeEntry) => [
  ...entry.sources,
  ...entry.conditions.flatMap((condition) => condition.sources),
  ...(entry.cautions ?? []).flatMap((caution) => caution.sources),
];

/** Codes outside the shipped F/Z list that entries may name (insomnia, chronic pain, self-harm). */
const OTHER_ICD10_PREFIXES = ['G47.0', 'G89.2', 'G89.4', 'R45.88', 'R45.851'];
const shippedCodes = ICD10_MENTAL.map(([code]) => code);
const isPlausibleIcd10Prefix = (prefix: string) =>
  /^[A-TV-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/.test(prefix) &&
  (shippedCodes.some((code) => code.startsWith(prefix)) ||
    OTHER_ICD10_PREFIXES.some((known) => prefix.startsWith(known) || known.startsWith(prefix)));

describe('the shipped knowledge base', () => {
  it('holds treatments and instruments that each parse with the contract', () => {
    expect(treatments.length).toBeGreaterThan(0);
    expect(instruments.length).toBeGreaterThan(0);
    for (const entry of KNOWLEDGE_BASE) {
      const parsed = knowledgeEntry.safeParse(entry);
      expect(parsed.success, `${entry.id}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
  });

  it('gives every entry a unique id', () => {
    expect(byId.size).toBe(KNOWLEDGE_BASE.length);
  });

  it('points every related id at an entry that exists, and never at itself', () => {
    for (const entry of KNOWLEDGE_BASE) {
      for (const id of entry.related) {
        expect(byId.has(id), `${entry.id} → ${id}`).toBe(true);
        expect(id, entry.id).not.toBe(entry.id);
      }
    }
  });

  it('names, for every treatment, instruments that exist to follow it', () => {
    for (const treatment of treatments) {
      const named = treatment.related.filter((id) => byId.get(id)?.kind === 'instrument');
      expect(named.length, treatment.id).toBeGreaterThan(0);
    }
  });

  it('gives every treatment at least one condition, and every condition a source', () => {
    for (const treatment of treatments) {
      expect(treatment.conditions.length, treatment.id).toBeGreaterThan(0);
      expect(treatment.measurement, treatment.id).toBeNull();
      for (const condition of treatment.conditions) {
        expect(condition.sources.length, `${treatment.id}: ${condition.label}`).toBeGreaterThan(0);
        expect(
          condition.icd10Prefixes.length + condition.problemTerms.length,
          `${treatment.id}: ${condition.label}`,
        ).toBeGreaterThan(0);
      }
    }
  });

  it('gives every instrument its measurement, cut-offs and a validation source, and no conditions', () => {
    for (const instrument of instruments) {
      expect(instrument.conditions, instrument.id).toEqual([]);
      expect(instrument.measurement?.cutoffs.trim().length ?? 0, instrument.id).toBeGreaterThan(0);
      expect(instrument.sources.length, instrument.id).toBeGreaterThan(0);
    }
  });

  it('links only to https addresses', () => {
    for (const entry of KNOWLEDGE_BASE) {
      for (const source of allSources(entry)) {
        if (source.url !== null) expect(source.url, entry.id).toMatch(/^https:\/\/[^\s]+$/);
      }
    }
  });

  it('dates sources with plausible years', () => {
    for (const entry of KNOWLEDGE_BASE) {
      for (const source of allSources(entry)) {
        if (source.year !== null) {
          expect(source.year, `${entry.id}: ${source.citation}`).toBeGreaterThanOrEqual(1960);
          expect(source.year, `${entry.id}: ${source.citation}`).toBeLessThanOrEqual(2025);
        }
      }
    }
  });

  it('uses only plausible ICD-10-CM codes or prefixes, in conditions and cautions', () => {
    for (const entry of KNOWLEDGE_BASE) {
      const prefixes = [...entry.conditions, ...(entry.cautions ?? [])].flatMap(
        (each) => each.icd10Prefixes,
      );
      for (const prefix of prefixes) {
        expect(isPlausibleIcd10Prefix(prefix), `${entry.id}: ${prefix}`).toBe(true);
      }
    }
  });

  it('keeps an entry’s age groups covering those of each of its conditions', () => {
    for (const entry of KNOWLEDGE_BASE) {
      for (const condition of entry.conditions) {
        for (const group of condition.ageGroups) {
          expect(entry.ageGroups, `${entry.id}: ${condition.label}`).toContain(group);
        }
      }
    }
  });

  it('narrows by age only where the evidence does: no condition for adults stops at 65', () => {
    for (const entry of KNOWLEDGE_BASE) {
      for (const condition of entry.conditions.filter((c) => c.ageGroups.includes('adult'))) {
        expect(condition.ageGroups, `${entry.id}: ${condition.label}`).toContain('older-adult');
      }
    }
  });

  it('gives each caution advice and a source, and cautions treatments only', () => {
    for (const entry of KNOWLEDGE_BASE) {
      if (entry.kind === 'instrument') expect(entry.cautions, entry.id).toBeUndefined();
      for (const caution of entry.cautions ?? []) {
        expect(caution.advice.trim(), entry.id).not.toBe('');
        expect(caution.sources.length, `${entry.id}: ${caution.label}`).toBeGreaterThan(0);
      }
    }
  });

  it('answers a suicide-risk flag with a treatment that carries its evidence', () => {
    const answering = treatments.filter((entry) =>
      entry.conditions.some((condition) => condition.riskFlags?.includes('suicide-risk')),
    );
    expect(answering.map((entry) => entry.id)).toEqual(['safety-planning-intervention']);
  });

  it('gives every entry a non-empty PubMed query for the literature page', () => {
    for (const entry of KNOWLEDGE_BASE) expect(entry.literatureQuery.trim(), entry.id).not.toBe('');
  });

  it('grades exposure and response prevention as strong for OCD (F42)', () => {
    const erp = byId.get('exposure-response-prevention');
    const ocd = erp?.conditions.find((condition) => condition.icd10Prefixes.includes('F42'));
    expect(ocd?.level).toBe('strong');
  });
});
