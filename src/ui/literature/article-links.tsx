import { Link, Wrap } from '@chakra-ui/react';
import type { Article } from '../../../common/contracts/literature.contract';
import { useT } from '../i18n/i18n-context';

const LINK_ORDER = ['pubmed', 'europepmc', 'doi', 'fullText'] as const;

export interface ArticleLinksProps {
  links: Article['links'];
  /** The id of the article's title, so each link says which article it opens. */
  describedBy?: string;
}

/**
 * Links out, opened by the user in a new tab; the browser never fetches them itself (the page
 * talks only to Praxis). Each link's name says it opens a new tab.
 */
export function ArticleLinks({ links, describedBy }: ArticleLinksProps) {
  const t = useT();
  const present = LINK_ORDER.filter((name) => links[name]);
  if (present.length === 0) return null;
  return (
    <Wrap as="ul" gap="4" listStyleType="none" aria-label={t('literature.article.links')}>
      {present.map((name) => (
        <li key={name}>
          <Link
            href={links[name]}
            target="_blank"
            rel="noopener noreferrer"
            variant="underline"
            colorPalette="blue"
            textStyle="sm"
            aria-label={t('literature.article.newTab', {
              name: t(`literature.article.link.${name}`),
            })}
            aria-describedby={describedBy}
          >
            {t(`literature.article.link.${name}`)}
          </Link>
        </li>
      ))}
    </Wrap>
  );
}
