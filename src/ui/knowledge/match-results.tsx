import { Box, Button, EmptyState, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import type { MatchResponse, TreatmentMatch } from '../../../common/contracts/knowledge.contract';
import { useT } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import { FormFailure } from '../session/form-alerts';
import { CitationList } from './citation-list';
import { EvidenceBadge, EvidenceLegend } from './evidence-badge';
import { entryHref, literatureHref } from './knowledge-paths';
import { basisLine, inSentence, reasonSentence } from './match-reason';
import { CautionNotices, RiskFirstNotice } from './match-notices';

export interface MatchResultsProps {
  /** Null before a match is asked for, or while it is under way. */
  result: MatchResponse | null;
  loading: boolean;
  /** Null when fine; else the server's reason for refusing ('' for a failure). */
  failure: string | null;
  onRetry?: () => void;
  onNavigate?: (href: string) => void;
}

function MatchItem({
  match,
  rank,
  onNavigate,
}: { match: TreatmentMatch; rank: number } & Pick<MatchResultsProps, 'onNavigate'>) {
  const t = useT();
  const titleId = `match-${match.entryId}`;
  return (
    <Stack as="li" gap="3" borderWidth="1px" borderRadius="md" p="4" aria-labelledby={titleId}>
      <HStack gap="3" wrap="wrap" align="baseline">
        <Heading as="h3" size="md" id={titleId}>
          <Text as="span" color="fg.muted" me="2">
            {t('knowledge.matcher.rank', { rank })}
          </Text>
          {match.title}
        </Heading>
        <EvidenceBadge level={match.level} />
      </HStack>
      <RiskFirstNotice reasons={match.reasons} />
      <Text color="fg.muted">
        {t('knowledge.matcher.forCondition', { condition: inSentence(match.condition) })}
      </Text>
      <Text>{match.summary}</Text>
      <CautionNotices cautions={match.cautions} />
      <Box>
        <Text fontWeight="semibold">{t('knowledge.matcher.why')}</Text>
        <List.Root ps="5" gap="1">
          {match.reasons.map((reason, index) => (
            <List.Item key={index}>{reasonSentence(t, reason)}</List.Item>
          ))}
        </List.Root>
      </Box>
      {match.sources.length > 0 && (
        <Box>
          <Text fontWeight="semibold">{t('knowledge.entry.sources')}</Text>
          <CitationList
            sources={match.sources}
            label={t('knowledge.entry.conditionSources', { condition: match.condition })}
          />
        </Box>
      )}
      <HStack gap="4" wrap="wrap">
        <AuthLink href={entryHref(match.entryId)} onNavigate={onNavigate}>
          {t('knowledge.matcher.openEntry', { title: match.title })}
        </AuthLink>
        <AuthLink href={literatureHref(match.literatureQuery)} onNavigate={onNavigate}>
          {t('knowledge.matcher.searchLiterature', { title: match.title })}
        </AuthLink>
      </HStack>
    </Stack>
  );
}

/** The matched treatments (a chart's risk first, then strongest evidence), each with why. */
export function MatchResults({ result, loading, failure, onRetry, onNavigate }: MatchResultsProps) {
  const t = useT();
  return (
    <Stack gap="4" aria-busy={loading}>
      <Text role="status" color="fg.muted">
        {loading ? t('knowledge.matcher.loading') : ''}
      </Text>
      {failure !== null && (
        <Stack gap="2" align="start">
          <FormFailure title={t('knowledge.matcher.failed')} />
          {failure && <Text textStyle="sm">{failure}</Text>}
          {onRetry && (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t('knowledge.retry')}
            </Button>
          )}
        </Stack>
      )}
      {result && !loading && (
        <>
          <Text>
            <Text as="span" fontWeight="semibold">
              {t('knowledge.matcher.basis.from')}
            </Text>{' '}
            {basisLine(t, result.basis)}
          </Text>
          {result.matches.length === 0 ? (
            <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="lg">
              <EmptyState.Content>
                <EmptyState.Indicator>
                  <SearchX aria-hidden="true" />
                </EmptyState.Indicator>
                <EmptyState.Title as="h3">{t('knowledge.matcher.none')}</EmptyState.Title>
                <EmptyState.Description>{t('knowledge.matcher.noneHint')}</EmptyState.Description>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <>
              <Heading as="h3" size="md">
                {t('knowledge.matcher.results')}
              </Heading>
              <Stack as="ol" listStyleType="none" gap="3">
                {result.matches.map((match, index) => (
                  <MatchItem
                    key={`${match.entryId}-${match.condition}`}
                    match={match}
                    rank={index + 1}
                    onNavigate={onNavigate}
                  />
                ))}
              </Stack>
              <Box borderWidth="1px" borderRadius="md" p="3">
                <EvidenceLegend headingLevel="h4" />
              </Box>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
