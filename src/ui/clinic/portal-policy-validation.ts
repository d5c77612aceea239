import {
  PORTAL_POLICY_LIMITS,
  type ClinicSettings,
  type ClinicUpdate,
} from '../../../common/contracts/clinic.contract';

/** The portal policy as the owner types it: the window as text. */
export interface PortalPolicyValues {
  hours: string;
  selfScheduling: boolean;
}

export const portalPolicyValues = (settings: ClinicSettings): PortalPolicyValues => ({
  hours: String(settings.cancellationWindowHours),
  selfScheduling: settings.selfScheduling,
});

/** The typed window as the contract's whole hours within its bounds, or `range` (the one error). */
export function checkPortalPolicy(
  values: PortalPolicyValues,
): { update: ClinicUpdate } | { error: 'range' } {
  const text = values.hours.trim();
  const hours = Number(text);
  const { min, max } = PORTAL_POLICY_LIMITS;
  if (!/^\d+$/.test(text) || hours < min || hours > max) return { error: 'range' };
  return {
    update: { settings: { cancellationWindowHours: hours, selfScheduling: values.selfScheduling } },
  };
}
