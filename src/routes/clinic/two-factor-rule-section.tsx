import { TwoFactorRuleCard } from '../../ui/clinic/two-factor-rule-card';
import { useClinicSettingsForm } from './clinic-settings-form';

/** The clinic's two-factor rule (issue 36): owners set it, everyone else reads it. */
export function TwoFactorRuleSection({ canManage }: { canManage: boolean }) {
  const form = useClinicSettingsForm();
  if (!form) return null;
  const { key, ...props } = form;
  return <TwoFactorRuleCard key={key} {...props} editable={canManage} />;
}
