import {
  LAUNCH_PATIENT,
  OFFLINE_ACCESS,
  ONLINE_ACCESS,
  parseResourceScope,
} from '../../../common/contracts/smart-scopes';

import type { Translate } from '../../i18n/i18n';

/** A granted scope in plain words ("read and search every record of the patient you choose"). */
export function scopeInWords(scope: string, t: Translate): string {
  if (scope === LAUNCH_PATIENT) return t('clinic.smart.scope.launchPatient');
  if (scope === OFFLINE_ACCESS) return t('clinic.smart.scope.offlineAccess');
  if (scope === ONLINE_ACCESS) return t('clinic.smart.scope.onlineAccess');
  const parsed = parseResourceScope(scope);
  if (!parsed) return scope;
  const access = t(
    `clinic.smart.access.${parsed.read && parsed.search ? 'rs' : parsed.read ? 'r' : 's'}`,
  );
  const which = parsed.type === '*' ? 'All' : 'Type';
  return t(`clinic.smart.scope.${parsed.context}${which}`, { access, type: parsed.type });
}
