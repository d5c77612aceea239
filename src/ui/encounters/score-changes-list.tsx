import { Badge, HStack, List, Text } from '@chakra-ui/react';
import type { ScoreChange } from '../../../common/contracts/encounters.contract';
import {
  directionOf,
  rankScoreChanges,
  type ScoreDirection,
} from '../../../common/contracts/score-changes';
import { useI18n } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import { chartHref } from './session-paths';
import { formatInstant } from './session-time';

/** PHQ-9 and GAD-7 keep their names in every language. */
const INSTRUMENT_NAMES = { phq9: 'PHQ-9', gad7: 'GAD-7' } as const;

const PALETTES: Record<ScoreDirection, string> = {
  improved: 'green',
  worsened: 'red',
  unchanged: 'gray',
};

export interface ScoreChangesListProps {
  changes: readonly ScoreChange[];
  timeZone: string;
  onNavigate?: (href: string) => void;
}

/**
 * The latest PHQ-9 / GAD-7 changes of the caseload, each linking to the patient's chart: worse
 * first, then across a severity band; an unchanged total is not listed (`rankScoreChanges`).
 */
export function ScoreChangesList({ changes, timeZone, onNavigate }: ScoreChangesListProps) {
  const { t, locale } = useI18n();
  const shown = rankScoreChanges(changes);
  if (shown.length === 0) {
    return <Text color="fg.muted">{t('sessions.day.scoresEmpty')}</Text>;
  }
  return (
    <List.Root gap="2" variant="plain">
      {shown.map((c) => {
        const direction = directionOf(c);
        return (
          <List.Item key={`${c.patientId}-${c.instrument}`}>
            <HStack gap="2" wrap="wrap">
              <AuthLink href={chartHref(c.patientId)} onNavigate={onNavigate}>
                {c.patientName}
              </AuthLink>
              <Text>
                {t('sessions.day.scoreChange', {
                  instrument: INSTRUMENT_NAMES[c.instrument],
                  previous: c.previousTotal,
                  latest: c.latestTotal,
                  previousBand: t(`sessions.band.${c.previousBand}`),
                  latestBand: t(`sessions.band.${c.latestBand}`),
                })}
              </Text>
              <Badge colorPalette={PALETTES[direction]}>
                {t(`sessions.day.direction.${direction}`)}
              </Badge>
              <Text color="fg.muted" fontSize="sm">
                {formatInstant(c.effectiveAt, { locale, timeZone, style: 'date' })}
              </Text>
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
