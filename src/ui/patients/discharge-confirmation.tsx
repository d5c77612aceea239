import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { useT } from '../i18n/i18n-context';

export interface DischargeConfirmationProps {
  name: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a discharge; the safe choice has the focus, Escape keeps the current status. */
export function DischargeConfirmation({
  name,
  pending,
  onConfirm,
  onCancel,
}: DischargeConfirmationProps) {
  const t = useT();
  const titleId = useId();
  const bodyId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <Box
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      borderWidth="1px"
      borderColor="border.warning"
      bg="bg.warning"
      borderRadius="md"
      p="4"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <Stack gap="3">
        <Heading as="h3" size="sm" id={titleId} overflowWrap="anywhere">
          {t('patientChart.edit.dischargeTitle', { name })}
        </Heading>
        <Text id={bodyId}>{t('patientChart.edit.dischargeBody')}</Text>
        <HStack gap="2" wrap="wrap">
          <Button colorPalette="purple" onClick={onConfirm} loading={pending}>
            {t('patientChart.edit.confirmDischarge')}
          </Button>
          <Button ref={keep} variant="outline" onClick={onCancel} disabled={pending}>
            {t('patientChart.edit.cancelDischarge')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
