import type { Article } from '../../../common/contracts/literature.contract';
import type { Locale, Translate } from '../../i18n/i18n';
import { dateTimeFormat } from '../format/date-time-formats';

/** How many authors a result names before "et al." (PubMed's summary shows a few, then et al.). */
export const AUTHORS_SHOWN = 3;

/** Items joined the reader's way ("PubMed and Europe PMC", "PubMed et Europe PMC", …). */
export const listOf = (locale: Locale, items: readonly string[]) =>
  new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);

/** "Foa EB, Yadin E, McLean CP, et al." when more wrote it than are named; names stay as given. */
export function formatAuthors(article: Pick<Article, 'authors' | 'authorCount'>, t: Translate) {
  const named = article.authors.slice(0, AUTHORS_SHOWN);
  if (named.length === 0) return t('literature.article.noAuthors');
  const names = named.join(', ');
  const more = Math.max(article.authorCount, article.authors.length) > named.length;
  return more ? t('literature.article.authorsEtAl', { authors: names }) : names;
}

/** A day in the reader's language ("25 Nov 2026"), from an ISO instant or date. */
export const formatDay = (locale: Locale, iso: string) =>
  dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

/** "BACKGROUND" as the sources write it, in sentence case for reading ("Background"). */
export const sectionLabel = (label: string) =>
  label === label.toUpperCase()
    ? label.charAt(0) + label.slice(1).toLowerCase().replace(/:$/, '')
    : label.replace(/:$/, '');
