import type { ArticleType } from '../../common/contracts/literature.contract.ts';

/**
 * The article types a clinician filters by, as each service names them: PubMed publication
 * types (`[pt]`) and Europe PMC's `PUB_TYPE` (the same names, in lower case).
 */
export const PUBLICATION_TYPES: Record<ArticleType, readonly string[]> = {
  'systematic-review': ['systematic review'],
  'meta-analysis': ['meta-analysis'],
  rct: ['randomized controlled trial'],
  guideline: ['guideline', 'practice guideline'],
};

const BY_NAME = new Map<string, ArticleType>(
  Object.entries(PUBLICATION_TYPES).flatMap(([type, names]) =>
    names.map((name) => [name, type as ArticleType] as const),
  ),
);

/** The types the UI knows among a service's publication types, each once, in a stable order. */
export function articleTypesOf(names: readonly string[]): ArticleType[] {
  const found = new Set<ArticleType>();
  for (const name of names) {
    const type = BY_NAME.get(name.trim().toLowerCase());
    if (type) found.add(type);
  }
  return (Object.keys(PUBLICATION_TYPES) as ArticleType[]).filter((type) => found.has(type));
}
