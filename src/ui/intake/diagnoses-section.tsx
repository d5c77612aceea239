import { memo } from 'react';
import {
  INTAKE_DIAGNOSES_MAX,
  type IntakeContent,
} from '../../../common/contracts/intake.contract';
import { useT } from '../i18n/i18n-context';
import { ChosenCodes } from '../codes/chosen-codes';
import { Icd10Combobox } from '../codes/icd10-combobox';
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
  const codes = value.map((diagnosis) => diagnosis.code);
  return (
    <IntakeSection id="diagnoses" title={t('intake.sections.diagnoses')}>
      <ChosenCodes
        codes={value}
        labels={{
          none: t('intake.diagnoses.none'),
          list: t('intake.diagnoses.chosen'),
          removeShort: t('intake.diagnoses.removeShort'),
          remove: (code) => t('intake.diagnoses.remove', { code }),
        }}
        onRemove={(code) => onChange(value.filter((d) => d.code !== code))}
      />
      {value.length < INTAKE_DIAGNOSES_MAX && (
        <Icd10Combobox
          chosen={codes}
          labels={{
            label: t('intake.diagnoses.search'),
            hint: t('intake.diagnoses.searchHint'),
            results: t('intake.diagnoses.results'),
            alreadyChosen: t('intake.diagnoses.alreadyChosen'),
            noMatch: t('intake.diagnoses.noMatch'),
          }}
          onPick={({ code, title }) => {
            if (!codes.includes(code)) onChange([...value, { code, text: title.slice(0, 300) }]);
          }}
        />
      )}
    </IntakeSection>
  );
});
