import type { Article, SavedArticle } from '../../../common/contracts/literature.contract';

/** A saved entry for stories: `article` saved by `by` with `note`. */
export const savedEntry = (
  id: string,
  article: Article,
  note: string,
  by = { id: 'user-1', name: 'Dr Ana Pop' },
  patientId: string | null = null,
): SavedArticle => ({
  id,
  patientId,
  article,
  note,
  savedBy: by,
  savedAt: '2026-11-20T10:00:00.000Z',
});
