import { Box, HStack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useT } from '../i18n/i18n-context';

/** The microphone's level as a meter (0–100), so a silent or muted microphone shows at once. */
export function LevelMeter({ level }: { level: number }) {
  const t = useT();
  const labelId = useId();
  const percent = Math.round(Math.min(1, Math.max(0, level)) * 100);
  return (
    <HStack gap="3" align="center">
      <Text id={labelId} fontSize="sm" color="fg.muted" flexShrink={0}>
        {t('speech.recorder.level')}
      </Text>
      <Box
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} %`}
        flex="1"
        maxW="xs"
        h="3"
        borderRadius="full"
        borderWidth="1px"
        borderColor="gray.600"
        bg="gray.100"
        overflow="hidden"
      >
        <Box
          h="full"
          bg="green.700"
          style={{ width: `${percent}%` }}
          transition="width 0.12s linear"
        />
      </Box>
    </HStack>
  );
}
