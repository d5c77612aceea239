import { patientFlag, type PatientFlag } from '../../../common/contracts/patients.contract';

/**
 * The one colour of each kind of chart flag, wherever a flag is shown (the chart's header and
 * flags card, the clinician's day): a risk to life is red everywhere (issue 30: "Suicide risk"
 * was orange on the day and red on the chart). Views choose only the variant (solid in the
 * chart's banner, subtle in lists).
 */
export const FLAG_PALETTE = {
  'suicide-risk': 'red',
  'violence-risk': 'red',
  safeguarding: 'purple',
  allergy: 'yellow',
  'other-risk': 'orange',
} as const satisfies Record<PatientFlag, string>;

/** A flag's colour palette; a flag this client does not know takes the "other risk" colour. */
export function flagPalette(flag: string): (typeof FLAG_PALETTE)[PatientFlag] {
  const known = patientFlag.safeParse(flag);
  return FLAG_PALETTE[known.success ? known.data : 'other-risk'];
}
