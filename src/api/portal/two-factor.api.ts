import { twoFactorSettingsCalls } from '../session/account.api';
import { httpClient } from '../http/http-client';

/**
 * The portal patient's own two-factor settings (issue 36, c36-patient-2fa): the members' calls on
 * the portal's paths (`PORTAL_TWO_FACTOR_PATHS`), with the patient's token.
 */
export const portalTwoFactorApi = twoFactorSettingsCalls(httpClient, 'patient');

/** The status's cache key, under the portal's. */
export const PORTAL_TWO_FACTOR_KEY = ['portal', 'two-factor'] as const;
