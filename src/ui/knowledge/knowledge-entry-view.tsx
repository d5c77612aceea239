import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, BookOpenText } from 'lucide-react';
import type { KnowledgeEntry } from '../../../common/contracts/knowledge.contract';
import { useT } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import { FormFailure } from '../session/form-alerts';
import { CitationList } from './citation-list';
import { EntryConditions } from './entry-conditions';
import { EntryMeasurement } from './entry-measurement';
import { EntrySection } from './entry-section';
import { entryHref, literatureHref } from './knowledge-paths';

export interface RelatedEntry {
  id: string;
  /** Null while unknown: the id is shown instead. */
  title: string | null;
}

export interface KnowledgeEntryViewProps {
  /** Null until read. */
  entry: KnowledgeEntry | null;
  loading: boolean;
  failed: boolean;
  /** The knowledge base has no such entry. */
  notFound: boolean;
  related: readonly RelatedEntry[];
  /** Back to the results this entry was opened from. */
  backHref: string;
  onRetry: () => void;
  onNavigate?: (href: string) => void;
}

function TextSection({ title, text }: { title: string; text: string | null }) {
  if (!text) return null;
  return (
    <EntrySection title={title}>
      <Text whiteSpace="pre-line">{text}</Text>
    </EntrySection>
  );
}

/** One entry of the knowledge base: what it is, for whom, its evidence with sources, and more. */
export function KnowledgeEntryView(props: KnowledgeEntryViewProps) {
  const t = useT();
  const { entry } = props;
  const back = (
    <HStack>
      <ArrowLeft aria-hidden="true" size="16" />
      <AuthLink href={props.backHref} onNavigate={props.onNavigate}>
        {t('knowledge.entry.back')}
      </AuthLink>
    </HStack>
  );
  if (!entry) {
    return (
      <Stack gap="4" align="start">
        {back}
        {props.notFound && <FormFailure title={t('knowledge.entry.notFound')} />}
        {props.failed && !props.notFound && (
          <>
            <FormFailure title={t('knowledge.entry.failed')} />
            <Button variant="outline" size="sm" onClick={props.onRetry}>
              {t('knowledge.retry')}
            </Button>
          </>
        )}
        <Text role="status" color="fg.muted">
          {props.loading ? t('knowledge.entry.loading') : ''}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack as="article" gap="6" aria-labelledby={`entry-${entry.id}`}>
      {back}
      <Stack gap="2">
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="xl" id={`entry-${entry.id}`}>
            {entry.title}
          </Heading>
          <Badge colorPalette={entry.kind === 'treatment' ? 'purple' : 'teal'}>
            {t(`knowledge.kind.${entry.kind}`)}
          </Badge>
        </HStack>
        {entry.aliases.length > 0 && (
          <Text color="fg.muted">
            {t('knowledge.entry.aliases', { aliases: entry.aliases.join(', ') })}
          </Text>
        )}
        <Text textStyle="lg">{entry.summary}</Text>
        <HStack gap="2" wrap="wrap">
          <BookOpenText aria-hidden="true" size="16" />
          <AuthLink href={literatureHref(entry.literatureQuery)} onNavigate={props.onNavigate}>
            {t('knowledge.searchLiterature')}
          </AuthLink>
        </HStack>
      </Stack>
      <TextSection title={t('knowledge.entry.description')} text={entry.description} />
      <EntrySection title={t('knowledge.entry.forWhom')}>
        <Text>{entry.forWhom}</Text>
        <HStack gap="2" wrap="wrap" aria-label={t('knowledge.entry.ageGroups')} role="group">
          {entry.ageGroups.map((age) => (
            <Badge key={age} variant="outline">
              {t(`knowledge.ageGroup.${age}`)}
            </Badge>
          ))}
        </HStack>
      </EntrySection>
      <EntryConditions conditions={entry.conditions} />
      <EntryMeasurement measurement={entry.measurement} />
      <TextSection title={t('knowledge.entry.typicalCourse')} text={entry.typicalCourse} />
      <TextSection title={t('knowledge.entry.contraindications')} text={entry.contraindications} />
      {entry.sources.length > 0 && (
        <EntrySection title={t('knowledge.entry.sources')}>
          <CitationList sources={entry.sources} label={t('knowledge.entry.sources')} />
        </EntrySection>
      )}
      {props.related.length > 0 && (
        <EntrySection title={t('knowledge.entry.related')}>
          <Stack as="ul" listStyleType="none" gap="1">
            {props.related.map((related) => (
              <li key={related.id}>
                <AuthLink href={entryHref(related.id)} onNavigate={props.onNavigate}>
                  {related.title ?? related.id}
                </AuthLink>
              </li>
            ))}
          </Stack>
        </EntrySection>
      )}
    </Stack>
  );
}
