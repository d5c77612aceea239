import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { patientFlag, type PatientFlag } from '../../../common/contracts/patients.contract';
import { useT } from '../i18n/i18n-context';
import { useOnChange } from '../session/use-on-change';
import { ChartSection } from './chart-section';
import { ChecklistEditor } from './checklist-editor';
import { flagLabel } from './flag-label';
import { flagPalette } from '../theme/flag-colors';

export interface FlagsEditorProps {
  flags: string[];
  pending?: boolean;
  /** The server's reason when it refused the last save. */
  failure?: string | null;
  /** Increases with each save that went through: the editor closes. */
  savedCount?: number;
  /** Absent: the flags are shown, not offered for editing. */
  onSave?: (flags: PatientFlag[]) => void;
}

/** The risk and care flags on the chart, set by the care team's clinicians. */
export function FlagsEditor(props: FlagsEditorProps) {
  const { flags, onSave } = props;
  const t = useT();
  const [editing, setEditing] = useState(false);
  useOnChange(props.savedCount ?? 0, () => setEditing(false));

  return (
    <ChartSection
      title={t('patientChart.flags.title')}
      action={
        onSave && !editing ? (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            {t('patientChart.flags.edit')}
          </Button>
        ) : undefined
      }
    >
      <Stack gap="3">
        {flags.length === 0 ? (
          <Text>{t('patientChart.flags.none')}</Text>
        ) : (
          <HStack as="ul" gap="2" wrap="wrap" listStyleType="none">
            {flags.map((flag) => (
              <Badge as="li" key={flag} colorPalette={flagPalette(flag)}>
                {flagLabel(flag, t)}
              </Badge>
            ))}
          </HStack>
        )}
        {editing && onSave && (
          <ChecklistEditor
            legend={t('patientChart.flags.choose')}
            options={patientFlag.options.map((flag) => ({
              value: flag,
              label: flagLabel(flag, t),
            }))}
            initial={flags}
            saveLabel={t('patientChart.flags.save')}
            pendingLabel={t('patientChart.flags.pending')}
            cancelLabel={t('patientChart.flags.cancel')}
            pending={props.pending}
            failure={
              props.failure != null
                ? t('patientChart.flags.saveFailed', { detail: props.failure })
                : null
            }
            onSave={(values) => onSave(values as PatientFlag[])}
            onCancel={() => setEditing(false)}
          />
        )}
      </Stack>
    </ChartSection>
  );
}
