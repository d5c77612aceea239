import type { AccessTrailResponse } from '../contracts/patients.contract.ts';
import { toCsv } from './csv.ts';

type TrailEntry = AccessTrailResponse['entries'][number];

/**
 * The record a line names, as the trail's reader may see it (issue 30): its kind and id, a note's
 * format and the time it is known by (its session's start; an intake's start), empty when none.
 */
const recordCells = ({ record }: TrailEntry) => [
  record?.kind ?? '',
  record?.id ?? '',
  record?.format ?? '',
  record?.at ?? '',
];

/** The access trail as an auditor's CSV: one line per entry, newest first, under a header. */
export function accessTrailCsv(entries: readonly TrailEntry[]): string {
  return toCsv([
    [
      'at',
      'member',
      'member_id',
      'action',
      'break_glass',
      'record_kind',
      'record_id',
      'record_format',
      'record_at',
      'via_app',
      'via_app_client_id',
    ],
    ...entries.map((e) => [
      e.at,
      e.user.name,
      e.user.id,
      e.action,
      e.breakGlass ? 'yes' : 'no',
      ...recordCells(e),
      e.smartApp?.name ?? '',
      e.smartApp?.clientId ?? '',
    ]),
  ]);
}
