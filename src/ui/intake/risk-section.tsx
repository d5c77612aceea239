import { memo } from 'react';
import { HStack, Stack } from '@chakra-ui/react';
import {
  ideation,
  riskLevel,
  type RiskAssessment,
} from '../../../common/contracts/intake.contract';
import { useT } from '../i18n/i18n-context';
import { CheckField, ChoiceGroup, IntakeTextField } from './intake-fields';
import { IntakeSection } from './intake-section';

export interface RiskSectionProps {
  value: RiskAssessment;
  onChange: (value: RiskAssessment) => void;
  onBlur?: () => void;
  /** The safety alert is raised: the level and its rationale are needed to sign. */
  required?: boolean;
}

const FACTORS = ['plan', 'intent', 'means'] as const;

/** Suicidal and homicidal ideation, plan, intent, means, history, protective factors → a level. */
export const RiskSection = memo(function RiskSection({
  value,
  onChange,
  onBlur,
  required = false,
}: RiskSectionProps) {
  const t = useT();
  const set = (patch: Partial<RiskAssessment>) => onChange({ ...value, ...patch });
  return (
    <IntakeSection id="risk" title={t('intake.sections.risk')}>
      <ChoiceGroup
        name="risk-suicidal"
        legend={t('intake.risk.suicidalIdeation')}
        choices={ideation.options}
        labelOf={(choice) => t(`intake.risk.ideation.${choice}`)}
        value={value.suicidalIdeation}
        onChange={(suicidalIdeation) => set({ suicidalIdeation })}
        onBlur={onBlur}
      />
      <ChoiceGroup
        name="risk-homicidal"
        legend={t('intake.risk.homicidalIdeation')}
        choices={ideation.options}
        labelOf={(choice) => t(`intake.risk.ideation.${choice}`)}
        value={value.homicidalIdeation}
        onChange={(homicidalIdeation) => set({ homicidalIdeation })}
        onBlur={onBlur}
      />
      <HStack gap="6" wrap="wrap">
        {FACTORS.map((factor) => (
          <CheckField
            key={factor}
            label={t(`intake.risk.${factor}`)}
            checked={value[factor]}
            onChange={(checked) => set({ [factor]: checked })}
            onBlur={onBlur}
          />
        ))}
      </HStack>
      <IntakeTextField
        label={t('intake.risk.history')}
        value={value.history}
        maxLength={4_000}
        onChange={(history) => set({ history })}
        onBlur={onBlur}
      />
      <IntakeTextField
        label={t('intake.risk.protectiveFactors')}
        value={value.protectiveFactors}
        maxLength={4_000}
        onChange={(protectiveFactors) => set({ protectiveFactors })}
        onBlur={onBlur}
      />
      <Stack gap="4" id="intake-risk-level">
        <ChoiceGroup
          name="risk-level"
          legend={t(required ? 'intake.risk.levelRequired' : 'intake.risk.level')}
          choices={riskLevel.options}
          labelOf={(choice) => t(`intake.risk.levels.${choice}`)}
          value={value.level}
          onChange={(level) => set({ level })}
          onBlur={onBlur}
        />
        <IntakeTextField
          label={t('intake.risk.rationale')}
          required={required}
          value={value.rationale}
          maxLength={4_000}
          onChange={(rationale) => set({ rationale })}
          onBlur={onBlur}
        />
      </Stack>
    </IntakeSection>
  );
});
