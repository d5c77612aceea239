import { useT } from '../i18n/i18n-context';
import { AiSettingsForm, type ClinicAiSettingsFormProps } from './clinic-ai-settings-form';
import { AiSettingsSummary } from './clinic-ai-settings-summary';
import { SettingsCard } from './settings-card';

export interface ClinicAiSettingsCardProps extends ClinicAiSettingsFormProps {
  /** Owners edit; everyone else reads (nothing is offered they may not do). */
  editable: boolean;
}

/** The clinic's AI drafting, recordings and transcript settings (CLINICAL.md decisions 4 and 5). */
export function ClinicAiSettingsCard(props: ClinicAiSettingsCardProps) {
  const t = useT();
  return (
    <SettingsCard title={t('clinic.ai.title')}>
      {props.editable ? (
        <AiSettingsForm {...props} />
      ) : (
        <AiSettingsSummary settings={props.settings} />
      )}
    </SettingsCard>
  );
}
