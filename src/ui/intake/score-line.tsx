import { Badge, HStack, Text } from '@chakra-ui/react';
import {
  INSTRUMENTS,
  scoreInstrument,
  type InstrumentId,
  type ItemAnswer,
  type SeverityBand,
} from '../../../common/scoring/instruments';
import { useT } from '../i18n/i18n-context';

/** Each band's colours, mildest to gravest: dark text on a light tint (AA contrast in both themes). */
const BAND_COLOURS: Record<SeverityBand, { light: [string, string]; dark: [string, string] }> = {
  minimal: { light: ['green.100', 'green.900'], dark: ['green.900', 'green.100'] },
  mild: { light: ['yellow.100', 'yellow.900'], dark: ['yellow.900', 'yellow.100'] },
  moderate: { light: ['orange.100', 'orange.900'], dark: ['orange.900', 'orange.100'] },
  'moderately-severe': { light: ['red.100', 'red.900'], dark: ['red.900', 'red.100'] },
  severe: { light: ['red.800', 'white'], dark: ['red.300', 'gray.950'] },
};

export function BandBadge({ band }: { band: SeverityBand }) {
  const t = useT();
  const { light, dark } = BAND_COLOURS[band];
  return (
    <Badge
      data-band={band}
      bg={light[0]}
      color={light[1]}
      _dark={{ bg: dark[0], color: dark[1] }}
      fontWeight="semibold"
    >
      {t(`intake.questionnaire.bands.${band}`)}
    </Badge>
  );
}

/**
 * The live score of a questionnaire, announced politely: the total and its band once every item
 * is answered; until then how many are, and no total (the manuals score complete forms only).
 */
export function ScoreLine(props: { instrument: InstrumentId; answers: readonly ItemAnswer[] }) {
  const t = useT();
  const score = scoreInstrument(props.instrument, props.answers);
  const { itemCount, maxTotal } = INSTRUMENTS[props.instrument];
  return (
    <HStack role="status" gap="3" wrap="wrap" aria-live="polite">
      {score.complete ? (
        <>
          <Text fontWeight="semibold">
            {t('intake.questionnaire.total', { total: score.total, max: maxTotal })}
          </Text>
          <BandBadge band={score.band} />
        </>
      ) : (
        <Text>
          {t('intake.questionnaire.incomplete', { answered: score.answered, count: itemCount })}
        </Text>
      )}
    </HStack>
  );
}
