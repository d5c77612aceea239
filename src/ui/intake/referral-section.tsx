import { memo } from 'react';
import type { IntakeContent } from '../../../common/contracts/intake.contract';
import { useT } from '../i18n/i18n-context';
import { IntakeTextField } from './intake-fields';
import { IntakeSection } from './intake-section';

type Referral = IntakeContent['referral'];

export interface ReferralSectionProps {
  value: Referral;
  onChange: (value: Referral) => void;
  onBlur?: () => void;
}

/** Why the patient was referred and what they bring. */
export const ReferralSection = memo(function ReferralSection({
  value,
  onChange,
  onBlur,
}: ReferralSectionProps) {
  const t = useT();
  return (
    <IntakeSection id="referral" title={t('intake.sections.referral')}>
      <IntakeTextField
        label={t('intake.referral.reason')}
        value={value.reason}
        maxLength={4_000}
        onChange={(reason) => onChange({ ...value, reason })}
        onBlur={onBlur}
      />
      <IntakeTextField
        label={t('intake.referral.presentingProblem')}
        value={value.presentingProblem}
        rows={5}
        onChange={(presentingProblem) => onChange({ ...value, presentingProblem })}
        onBlur={onBlur}
      />
    </IntakeSection>
  );
});
