import {
  LAUNCH_PATIENT,
  OFFLINE_ACCESS,
  parseResourceScope,
} from '../../../common/contracts/smart-scopes';
import type { Translate } from '../../i18n/i18n';

/** A scope a patient grants, in plain words about their own records ("read and search all your records"). */
export function patientScopeInWords(scope: string, t: Translate): string {
  if (scope === LAUNCH_PATIENT) return t('portal.apps.scope.launchPatient');
  if (scope === OFFLINE_ACCESS) return t('portal.apps.scope.offlineAccess');
  const parsed = parseResourceScope(scope);
  if (!parsed) return scope;
  const access = t(
    `portal.apps.access.${parsed.read && parsed.search ? 'rs' : parsed.read ? 'r' : 's'}`,
  );
  return parsed.type === '*'
    ? t('portal.apps.scope.all', { access })
    : t('portal.apps.scope.type', { access, type: parsed.type });
}
