import type { CalendarSession } from '../../../common/contracts/calendar.contract';

/** Colour palettes for clinicians in the whole clinic's view; each also named in words. */
export const CLINICIAN_PALETTES = [
  'blue',
  'purple',
  'teal',
  'orange',
  'pink',
  'cyan',
  'green',
  'yellow',
] as const;

/**
 * One palette per clinician, by name order, so a clinician keeps their colour from week to week
 * as long as the clinic's list does not change; past eight the palettes repeat (the name is
 * always written beside the colour).
 */
export function clinicianColours(sessions: readonly CalendarSession[]): Map<string, string> {
  const clinicians = new Map<string, string>();
  for (const { clinician } of sessions) clinicians.set(clinician.id, clinician.name);
  const ordered = [...clinicians].sort(([, a], [, b]) => a.localeCompare(b));
  return new Map(
    ordered.map(([id], i) => [id, CLINICIAN_PALETTES[i % CLINICIAN_PALETTES.length]!]),
  );
}
