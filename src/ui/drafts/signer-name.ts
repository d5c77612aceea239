import type { Translate } from '../../i18n/i18n';

/**
 * A signer as a clinician signs (issue 30): name, credentials and licence number, as frozen at
 * signing — "Dana Demo, PsyD, licence DEMO-0001"; what the profile lacked is left out.
 */
export function signerName(
  t: Translate,
  name: string,
  credentials: string | null,
  licenceNumber: string | null,
): string {
  const licence = licenceNumber ? t('drafts.signer.licence', { number: licenceNumber }) : null;
  return [name, credentials, licence].filter(Boolean).join(', ');
}
