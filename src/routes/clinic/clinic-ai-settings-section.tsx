import { ClinicAiSettingsCard } from '../../ui/clinic/clinic-ai-settings-card';
import { useClinicSettingsForm } from './clinic-settings-form';

/**
 * The clinic's AI and recordings settings: owners edit them, everyone else reads them. The
 * profile section above says when the clinic cannot be read; this one waits for it quietly.
 */
export function ClinicAiSettingsSection({ canManage }: { canManage: boolean }) {
  const form = useClinicSettingsForm();
  if (!form) return null;
  const { key, ...props } = form;
  return <ClinicAiSettingsCard key={key} {...props} editable={canManage} />;
}
