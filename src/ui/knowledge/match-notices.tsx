import { Alert, Box, Stack, Text } from '@chakra-ui/react';
import type { MatchCaution, MatchReason } from '../../../common/contracts/knowledge.contract';
import { useT } from '../i18n/i18n-context';
import { CitationList } from './citation-list';
import { reasonSentence } from './match-reason';

/** Why a match answering the chart's risk flag is shown first, whatever the diagnoses. */
export function RiskFirstNotice({ reasons }: { reasons: readonly MatchReason[] }) {
  const t = useT();
  const risks = reasons.filter((reason) => reason.kind === 'risk');
  if (risks.length === 0) return null;
  return (
    <Alert.Root status="error" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('knowledge.matcher.riskFirst.title')}</Alert.Title>
        <Alert.Description>
          {risks.map((reason) => reasonSentence(t, reason)).join(' ')}{' '}
          {t('knowledge.matcher.riskFirst.why')}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Where a matched treatment needs care for this patient's diagnoses, with the sources. */
export function CautionNotices({ cautions }: { cautions: readonly MatchCaution[] }) {
  const t = useT();
  if (cautions.length === 0) return null;
  return (
    <Stack gap="2">
      {cautions.map((caution) => (
        <Alert.Root key={`${caution.label}-${caution.code}`} status="warning" variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {t('knowledge.matcher.caution.title', { label: caution.label, code: caution.code })}
            </Alert.Title>
            <Alert.Description>
              <Text>{caution.advice}</Text>
              <Box mt="2">
                <CitationList
                  sources={caution.sources}
                  label={t('knowledge.matcher.caution.sources', { label: caution.label })}
                />
              </Box>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ))}
    </Stack>
  );
}
