import { DataList, Field, Input, Stack } from '@chakra-ui/react';
import { useId, useState, type SyntheticEvent } from 'react';
import {
  CRISIS_LINE_MAX,
  type CrisisLines,
  type CrisisLinesInput,
} from '../../../common/contracts/questionnaires.contract';
import type { SaveFailure } from '../../machines/clinic/save-form.machine';
import { useT } from '../i18n/i18n-context';
import { AuthFormFrame } from '../session/auth-form-frame';
import { SaveNotice } from './save-failure-alert';
import { SettingsCard } from './settings-card';

export interface CrisisLinesCardProps {
  crisisLines: CrisisLines;
  /** Owners edit; everyone else reads. */
  editable: boolean;
  onSave: (input: CrisisLinesInput) => void;
  pending?: boolean;
  failure?: SaveFailure | null;
  saved?: boolean;
}

/**
 * The clinic's crisis lines (issue 36): what a patient sees at once when PHQ-9 item 9 is above 0.
 * A line left empty shows the patient the default text, which names no number.
 */
export function CrisisLinesCard(props: CrisisLinesCardProps) {
  const t = useT();
  return (
    <SettingsCard title={t('clinic.crisisLines.title')} intro={t('clinic.crisisLines.intro')}>
      {props.editable ? <CrisisLinesForm {...props} /> : <CrisisLinesSummary {...props} />}
    </SettingsCard>
  );
}

function CrisisLinesSummary({ crisisLines }: CrisisLinesCardProps) {
  const t = useT();
  const rows = [
    ['clinic.crisisLines.clinicLine', crisisLines.clinicLine],
    ['clinic.crisisLines.nationalLine', crisisLines.nationalLine],
  ] as const;
  return (
    <DataList.Root orientation="horizontal">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{t(label)}</DataList.ItemLabel>
          <DataList.ItemValue>{value ?? t('clinic.crisisLines.notSet')}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function CrisisLinesForm({
  crisisLines,
  onSave,
  pending = false,
  failure,
  saved,
}: CrisisLinesCardProps) {
  const t = useT();
  const id = useId();
  const [clinicLine, setClinicLine] = useState(crisisLines.clinicLine ?? '');
  const [nationalLine, setNationalLine] = useState(crisisLines.nationalLine ?? '');
  const tooLong = [clinicLine, nationalLine].map((line) => line.trim().length > CRISIS_LINE_MAX);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (pending || tooLong.some(Boolean)) return;
    onSave({
      clinicLine: clinicLine.trim() || null,
      nationalLine: nationalLine.trim() || null,
    });
  };

  const fields = [
    ['clinicLine', 'clinic.crisisLines.clinicLine', clinicLine, setClinicLine],
    ['nationalLine', 'clinic.crisisLines.nationalLine', nationalLine, setNationalLine],
  ] as const;
  return (
    <AuthFormFrame
      onSubmit={submit}
      submitLabel={t('clinic.crisisLines.save')}
      pendingLabel={t('clinic.crisisLines.saving')}
      pending={pending}
      notice={
        <SaveNotice failure={failure} saved={saved} savedTitle={t('clinic.crisisLines.saved')} />
      }
      compactSubmit
    >
      <Stack gap="4">
        {fields.map(([name, label, value, setValue], index) => (
          <Field.Root
            key={name}
            invalid={tooLong[index]}
            ids={{ errorText: `${id}-${name}-error`, helperText: `${id}-${name}-help` }}
          >
            <Field.Label>{t(label)}</Field.Label>
            <Input
              name={name}
              autoComplete="off"
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
            <Field.HelperText>{t('clinic.crisisLines.help')}</Field.HelperText>
            {tooLong[index] && (
              <Field.ErrorText>
                {t('clinic.crisisLines.tooLong', { max: CRISIS_LINE_MAX })}
              </Field.ErrorText>
            )}
          </Field.Root>
        ))}
      </Stack>
    </AuthFormFrame>
  );
}
