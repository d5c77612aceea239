import { memo } from 'react';
import { HISTORY_FIELDS } from '../../../common/contracts/intake-gaps';
import type { IntakeContent } from '../../../common/contracts/intake.contract';
import { useT } from '../i18n/i18n-context';
import { IntakeTextField } from './intake-fields';
import { IntakeSection } from './intake-section';

type History = IntakeContent['history'];

export interface HistorySectionProps {
  value: History;
  onChange: (value: History) => void;
  onBlur?: () => void;
}

/** Psychiatric, medical, substance use, family and social history. */
export const HistorySection = memo(function HistorySection({
  value,
  onChange,
  onBlur,
}: HistorySectionProps) {
  const t = useT();
  return (
    <IntakeSection id="history" title={t('intake.sections.history')}>
      {HISTORY_FIELDS.map((field) => (
        <IntakeTextField
          key={field}
          label={t(`intake.history.${field}`)}
          value={value[field]}
          onChange={(text) => onChange({ ...value, [field]: text })}
          onBlur={onBlur}
        />
      ))}
    </IntakeSection>
  );
});
