import {
  isAllowedRedirectUri,
  SMART_APP_LIMITS,
  type SmartAppRegistration,
} from '../../../common/contracts/smart.contract';

/** The registration form as the owner fills it: redirect URIs one per line, the access wanted. */
export interface SmartAppValues {
  name: string;
  redirectUris: string;
  confidential: boolean;
  patientAccess: boolean;
  userAccess: boolean;
}

export const EMPTY_SMART_APP: SmartAppValues = {
  name: '',
  redirectUris: '',
  confidential: false,
  patientAccess: true,
  userAccess: false,
};

/** Why the form cannot be sent; each a message key under `clinic.smart.apps`. */
export type SmartAppError = 'nameRequired' | 'redirectInvalid' | 'scopeRequired';

/** The form as the contract's registration, or the first reason it cannot be one. */
export function checkSmartApp(
  values: SmartAppValues,
): { registration: SmartAppRegistration } | { error: SmartAppError } {
  const name = values.name.trim();
  if (!name || name.length > SMART_APP_LIMITS.name) return { error: 'nameRequired' };
  const redirectUris = values.redirectUris
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (
    redirectUris.length === 0 ||
    redirectUris.length > SMART_APP_LIMITS.redirectUris ||
    !redirectUris.every(isAllowedRedirectUri)
  ) {
    return { error: 'redirectInvalid' };
  }
  const scopes = [
    ...(values.patientAccess ? ['launch/patient', 'patient/*.rs'] : []),
    ...(values.userAccess ? ['user/*.rs'] : []),
  ];
  if (scopes.length === 0) return { error: 'scopeRequired' };
  return { registration: { name, redirectUris, confidential: values.confidential, scopes } };
}
