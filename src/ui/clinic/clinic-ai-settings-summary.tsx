import { DataList, Stack, Text } from '@chakra-ui/react';
import type { ClinicSettings } from '../../../common/contracts/clinic.contract';
import { useT } from '../i18n/i18n-context';

/** The clinic's AI settings as a member who may not change them reads them. */
export function AiSettingsSummary({ settings }: { settings: ClinicSettings }) {
  const t = useT();
  const days = settings.transcriptRetentionDays;
  const rows = [
    { label: t('clinic.ai.drafting'), value: t(`clinic.ai.choice.${settings.aiDrafting}`) },
    {
      label: t('clinic.ai.noteStyle'),
      value: settings.noteStyleInstructions || t('clinic.ai.noteStyleNone'),
    },
    {
      label: t('clinic.ai.audio'),
      value: settings.keepAudio ? t('clinic.ai.audioKept') : t('clinic.ai.audioDeleted'),
    },
    {
      label: t('clinic.ai.retention'),
      value:
        days === null ? t('clinic.ai.retentionKept') : t('clinic.ai.deletedAfter', { count: days }),
    },
    {
      label: t('clinic.ai.audioRetention'),
      value: t('clinic.ai.audioDeletedAfter', { count: settings.audioRetentionDays }),
    },
  ];
  return (
    <Stack gap="4">
      <DataList.Root orientation="horizontal">
        {rows.map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere" whiteSpace="pre-wrap">
              {row.value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Text color="fg.muted" textStyle="sm">
        {t('clinic.ai.readOnly')}
      </Text>
    </Stack>
  );
}
