import { Button, Stack, Text } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';

export type ExportRecordState =
  | { status: 'idle' }
  | { status: 'exporting' }
  | { status: 'failed' }
  | { status: 'done'; fileName: string };

export interface ExportRecordButtonProps {
  state: ExportRecordState;
  onExport: () => void;
}

/**
 * The patient's copy of their record (right of access), offered to an owner or the primary
 * clinician: one button, its explanation, and what came of the last export.
 */
export function ExportRecordButton({ state, onExport }: ExportRecordButtonProps) {
  const t = useT();
  return (
    <Stack gap="1" alignItems="flex-start">
      <Button
        variant="outline"
        colorPalette="blue"
        loading={state.status === 'exporting'}
        loadingText={t('patientChart.export.busy')}
        aria-describedby="export-record-hint"
        onClick={onExport}
      >
        {t('patientChart.export.button')}
      </Button>
      <Text id="export-record-hint" fontSize="xs" color="fg.muted" maxW="sm">
        {t('patientChart.export.hint')}
      </Text>
      {state.status === 'failed' && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {t('patientChart.export.failed')}
        </Text>
      )}
      {state.status === 'done' && (
        <Text role="status" fontSize="sm">
          {t('patientChart.export.done', { name: state.fileName })}
        </Text>
      )}
    </Stack>
  );
}
