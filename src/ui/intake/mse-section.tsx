import { memo } from 'react';
import { Button, SimpleGrid } from '@chakra-ui/react';
import {
  MSE_DOMAIN_NAMES,
  MSE_DOMAINS,
  type MentalStatusExam,
  type MseDomain,
} from '../../../common/contracts/intake.contract';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../i18n/i18n-context';
import { ChoiceGroup, IntakeTextField } from './intake-fields';
import { IntakeSection } from './intake-section';

export interface MseSectionProps {
  value: MentalStatusExam;
  onChange: (value: MentalStatusExam) => void;
  onBlur?: () => void;
}

/** Every domain at its first choice: "within normal limits". */
export function allWithinNormalLimits(value: MentalStatusExam): MentalStatusExam {
  const normal = Object.fromEntries(
    MSE_DOMAIN_NAMES.map((domain) => [domain, MSE_DOMAINS[domain][0]]),
  ) as Record<MseDomain, string>;
  return { ...value, ...normal };
}

/** A choice's words: `intake.mse.choice.<domain>.<choice>`. */
export const mseChoiceKey = (domain: MseDomain, choice: string) =>
  `intake.mse.choice.${domain}.${choice}` as MessageKey;

/** The mental status exam: one choice per domain, a shortcut for a normal exam, and notes. */
export const MseSection = memo(function MseSection({ value, onChange, onBlur }: MseSectionProps) {
  const t = useT();
  return (
    <IntakeSection id="mse" title={t('intake.sections.mse')}>
      <Button
        alignSelf="start"
        variant="outline"
        onClick={() => {
          onChange(allWithinNormalLimits(value));
          onBlur?.();
        }}
      >
        {t('intake.mse.allNormal')}
      </Button>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {MSE_DOMAIN_NAMES.map((domain) => (
          <ChoiceGroup<string>
            key={domain}
            name={`mse-${domain}`}
            legend={t(`intake.mse.domain.${domain}`)}
            choices={MSE_DOMAINS[domain]}
            labelOf={(choice) => t(mseChoiceKey(domain, choice))}
            value={value[domain]}
            onChange={(choice) => onChange({ ...value, [domain]: choice })}
            onBlur={onBlur}
          />
        ))}
      </SimpleGrid>
      <IntakeTextField
        label={t('intake.mse.notes')}
        value={value.notes}
        maxLength={4_000}
        onChange={(notes) => onChange({ ...value, notes })}
        onBlur={onBlur}
      />
    </IntakeSection>
  );
});
