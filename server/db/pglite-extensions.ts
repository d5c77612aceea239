import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** pg_trgm: typo-tolerant patient search (migration 0008); fuzzystrmatch (0014). */
export const PGLITE_EXTENSIONS = { pg_trgm, fuzzystrmatch };
