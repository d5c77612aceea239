import { memo } from 'react';
import {
  INTAKE_DIAGNOSES_MAX,
  INTAKE_DIAGNOSIS_TEXT_MAX,
  type IntakeContent,
} from '../../../common/contracts/intake.contract';
import { useT } from '../i18n/i18n-context';
import { CodesPicker } from '../codes/codes-picker';
import { IntakeSection } from './intake-section';

type Diagnoses = IntakeContent['diagnoses'];

export interface DiagnosesSectionProps {
  value: Diagnoses;
  onChange: (value: Diagnoses) => void;
}

/** The working diagnoses: ICD-10-CM codes picked from the shipped list, each with its title. */
export const DiagnosesSection = memo(function DiagnosesSection({
  value,
  onChange,
}: DiagnosesSectionProps) {
  const t = useT();
  return (
    <IntakeSection id="diagnoses" title={t('intake.sections.diagnoses')}>
      <CodesPicker
        value={value}
        onChange={onChange}
        max={INTAKE_DIAGNOSES_MAX}
        titleMax={INTAKE_DIAGNOSIS_TEXT_MAX}
        labels={{
          chosen: {
            none: t('intake.diagnoses.none'),
            list: t('intake.diagnoses.chosen'),
            removeShort: t('intake.diagnoses.removeShort'),
            remove: (code) => t('intake.diagnoses.remove', { code }),
          },
          search: {
            label: t('intake.diagnoses.search'),
            hint: t('intake.diagnoses.searchHint'),
            results: t('intake.diagnoses.results'),
            alreadyChosen: t('intake.diagnoses.alreadyChosen'),
            noMatch: t('intake.diagnoses.noMatch'),
          },
        }}
      />
    </IntakeSection>
  );
});
