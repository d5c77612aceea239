import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { SystemStyleObject } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';
import type { SlotShade } from './availability-shading';

const HATCH = (colour: string) =>
  `repeating-linear-gradient(135deg, var(--chakra-colors-${colour}) 0 4px, transparent 4px 10px)`;

/** How each shade looks on a cell (and on its swatch in the legend). */
export const SHADE_STYLES: Record<SlotShade['kind'], SystemStyleObject> = {
  outside: { bg: 'bg.muted' },
  partly: { backgroundImage: HATCH('bg-muted') },
  'date-off': { bg: 'bg.emphasized' },
  holiday: { bg: 'bg.emphasized' },
};

/** The shade styles for the elements `selector` picks by their `data-shade` (cells, rows). */
export const shadeRules = (selector: string): SystemStyleObject =>
  Object.fromEntries(
    Object.entries(SHADE_STYLES).map(([kind, style]) => [
      `& ${selector}[data-shade=${kind}]`,
      style,
    ]),
  );

/** A cell's shade in words, added to its accessible name (and read out beside its sessions). */
export function useShadeText(wholeClinic: boolean) {
  const t = useT();
  return (shade: SlotShade): string => {
    switch (shade.kind) {
      case 'outside':
        return wholeClinic ? t('calendar.shade.outsideAll') : t('calendar.shade.outside');
      case 'partly':
        return wholeClinic ? t('calendar.shade.partlyAll') : t('calendar.shade.partly');
      case 'date-off':
        return wholeClinic ? t('calendar.shade.dateOffAll') : t('calendar.shade.dateOff');
      case 'holiday':
        return t('calendar.shade.holiday', { name: shade.name });
    }
  };
}

const KEYS = [
  ['outside', 'calendar.legend.outside'],
  ['partly', 'calendar.legend.partly'],
  ['date-off', 'calendar.legend.dateOff'],
] as const;

/** What the week's shading means, and that booking there asks for a confirmation. */
export function AvailabilityLegend({ wholeClinic }: { wholeClinic: boolean }) {
  const t = useT();
  return (
    <Stack gap="1" as="section" aria-label={t('calendar.legend.title')}>
      <HStack as="ul" gap="4" wrap="wrap" listStyleType="none" margin="0" padding="0">
        {KEYS.map(([kind, key]) => (
          <HStack as="li" key={kind} gap="2">
            <Box
              aria-hidden
              width="4"
              height="4"
              borderWidth="1px"
              borderRadius="xs"
              {...SHADE_STYLES[kind]}
            />
            <Text fontSize="sm">{t(key)}</Text>
          </HStack>
        ))}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {wholeClinic ? t('calendar.legend.noteAll') : t('calendar.legend.note')}
      </Text>
    </Stack>
  );
}
