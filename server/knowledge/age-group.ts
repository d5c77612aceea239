import type { AgeGroup } from '../../common/contracts/knowledge.contract.ts';

/**
 * The age group the matcher reads (issue 12 brief): child under 13, adolescent 13–17, adult
 * 18–64, older adult from 65. Ages are counted in calendar days of the clinic's time zone, so
 * the caller passes the clinic's today; a birthday on 29 February is reached on 1 March.
 */
export function ageGroupOn(birthDate: string, today: string): AgeGroup | null {
  const born = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!born || !now) return null;
  const beforeBirthday = `${now[2]}-${now[3]}` < `${born[2]}-${born[3]}`;
  const age = Number(now[1]) - Number(born[1]) - (beforeBirthday ? 1 : 0);
  if (age < 0) return null;
  if (age < 13) return 'child';
  if (age < 18) return 'adolescent';
  if (age < 65) return 'adult';
  return 'older-adult';
}
