import '../../i18n/english/visits';
import { PortalPolicyCard } from '../../ui/clinic/portal-policy-card';
import { useClinicSettingsForm } from './clinic-settings-form';

/** The patient portal's policy (issue 36): owners edit it, everyone else reads it. */
export function PortalPolicySection({ canManage }: { canManage: boolean }) {
  const form = useClinicSettingsForm();
  if (!form) return null;
  const { key, ...props } = form;
  return <PortalPolicyCard key={key} {...props} editable={canManage} />;
}
