import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { EvidenceLevel, TreatmentMatch } from '../../../common/contracts/knowledge.contract';
import { useT } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import { ChartSection, ReadState } from './chart-section';

/** The matcher's page for one patient (spec §2: /app/panels/hospital/<page>); linked by path. */
export const treatmentMatcherHref = (patientId: string) =>
  `/app/panels/hospital/searchknowledge?tab=matcher&patient=${encodeURIComponent(patientId)}`;

const PALETTE: Record<EvidenceLevel, string> = {
  strong: 'green',
  moderate: 'blue',
  emerging: 'orange',
};
const SHOWN = 3;

export interface TreatmentMatchesCardProps {
  /** Null until read. */
  matches: readonly TreatmentMatch[] | null;
  loading: boolean;
  failed: boolean;
  /** Where the whole match, with its reasons, is shown. */
  matcherHref: string;
  onRetry: () => void;
  onNavigate?: (href: string) => void;
}

/** The chart's renowned treatments: the patient's top three matches and a link to the matcher. */
export function TreatmentMatchesCard(props: TreatmentMatchesCardProps) {
  const t = useT();
  const { matches } = props;
  return (
    <ChartSection title={t('knowledge.chartCard.title')}>
      <Stack gap="3">
        <ReadState
          loading={props.loading && !matches}
          failed={props.failed}
          loadingText={t('knowledge.chartCard.loading')}
          failedText={t('knowledge.chartCard.failed')}
          onRetry={props.onRetry}
        />
        {matches?.length === 0 && <Text>{t('knowledge.chartCard.empty')}</Text>}
        {matches && matches.length > 0 && (
          <Stack as="ol" gap="2" ps="5">
            {matches.slice(0, SHOWN).map((match) => (
              <li key={`${match.entryId}-${match.condition}`}>
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{match.title}</Text>
                  <Badge colorPalette={PALETTE[match.level]} variant="subtle">
                    {t(`knowledge.evidence.${match.level}`)}
                  </Badge>
                </HStack>
                <Text textStyle="sm" color="fg.muted">
                  {match.condition}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        {matches && (
          <AuthLink href={props.matcherHref} onNavigate={props.onNavigate}>
            {t('knowledge.chartCard.open')}
          </AuthLink>
        )}
      </Stack>
    </ChartSection>
  );
}
