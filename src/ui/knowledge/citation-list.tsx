import { Link, List, Text, VisuallyHidden } from '@chakra-ui/react';
import type { EvidenceSource } from '../../../common/contracts/knowledge.contract';
import { useT } from '../i18n/i18n-context';

export interface CitationListProps {
  sources: readonly EvidenceSource[];
  /** Names the list for assistive technology (e.g. "Sources for OCD"). */
  label: string;
}

/** Cited sources: the body, the citation (a link opening in a new tab when there is one), the year. */
export function CitationList({ sources, label }: CitationListProps) {
  const t = useT();
  return (
    <List.Root aria-label={label} gap="1.5" ps="5" textStyle="sm">
      {sources.map((source, index) => (
        <List.Item key={`${source.citation}-${index}`} overflowWrap="anywhere">
          <Text as="span" fontWeight="semibold" me="1.5">
            {source.body}
            {source.year ? ` (${source.year})` : ''}:
          </Text>
          {source.url ? (
            <Link
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              variant="underline"
              colorPalette="blue"
            >
              {source.citation}
              <VisuallyHidden>{` ${t('knowledge.opensInNewTab')}`}</VisuallyHidden>
            </Link>
          ) : (
            <Text as="span">{source.citation}</Text>
          )}
        </List.Item>
      ))}
    </List.Root>
  );
}
