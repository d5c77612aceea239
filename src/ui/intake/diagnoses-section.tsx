import { memo } from 'react';
import { Button, HStack, List, Text } from '@chakra-ui/react';
import type { IntakeContent } from '../../../common/contracts/intake.contract';
import { useT } from '../i18n/i18n-context';
import { Icd10Combobox } from '../codes/icd10-combobox';
import { IntakeSection } from './intake-section';

type Diagnoses = IntakeContent['diagnoses'];
const MAX_DIAGNOSES = 20;

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
      {value.length === 0 ? (
        <Text color="fg.muted">{t('intake.diagnoses.none')}</Text>
      ) : (
        <List.Root aria-label={t('intake.diagnoses.chosen')} listStyleType="none" gap="2">
          {value.map((diagnosis) => (
            <List.Item key={diagnosis.code}>
              <HStack gap="3" justify="space-between" wrap="wrap">
                <Text>
                  <Text as="span" fontWeight="semibold" me="2">
                    {diagnosis.code}
                  </Text>
                  {diagnosis.text}
                </Text>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('intake.diagnoses.remove', { code: diagnosis.code })}
                  onClick={() => onChange(value.filter((d) => d.code !== diagnosis.code))}
                >
                  {t('intake.diagnoses.removeShort')}
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      {value.length < MAX_DIAGNOSES && (
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
