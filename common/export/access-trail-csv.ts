import type { AccessTrailResponse } from '../contracts/patients.contract.ts';
import { toCsv } from './csv.ts';

/** The access trail as an auditor's CSV: one line per entry, newest first, under a header. */
export function accessTrailCsv(entries: AccessTrailResponse['entries']): string {
  return toCsv([
    ['at', 'member', 'member_id', 'action', 'break_glass'],
    ...entries.map((e) => [e.at, e.user.name, e.user.id, e.action, e.breakGlass ? 'yes' : 'no']),
  ]);
}
