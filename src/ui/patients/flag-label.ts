import { patientFlag } from '../../../common/contracts/patients.contract';
import type { Translate } from '../../i18n/i18n';

/** A flag's name in the reader's language; a flag this client does not know is shown as sent. */
export function flagLabel(flag: string, t: Translate): string {
  const known = patientFlag.safeParse(flag);
  return known.success ? t(`patientChart.flag.${known.data}`) : flag;
}
