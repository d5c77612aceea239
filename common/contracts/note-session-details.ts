import { wallClockAt } from '../time/zoned-time';
import type { Encounter } from './encounters.contract';
import { emptyNoteContent, type NoteContent } from './notes.contract';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** `HH:MM` on the clinic's clock at `instant`. */
export function clinicTimeOfDay(instant: string, timeZone: string): string {
  const clock = wallClockAt(Date.parse(instant), timeZone);
  return `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;
}

type SessionDetails = Pick<
  Encounter,
  'startsAt' | 'endsAt' | 'startedAt' | 'finishedAt' | 'modality'
>;

/**
 * A new note starts from its session (issue 30): the times it was held (when it was started and
 * finished, else as booked), on the clinic's clock, and its modality. Participants stay empty:
 * the field names who took part besides the patient. The clinician may change each; the signed
 * document prints what they keep.
 */
export function noteContentForSession(session: SessionDetails, timeZone: string): NoteContent {
  const empty = emptyNoteContent();
  return {
    ...empty,
    fields: {
      ...empty.fields,
      startTime: clinicTimeOfDay(session.startedAt ?? session.startsAt, timeZone),
      endTime: clinicTimeOfDay(session.finishedAt ?? session.endsAt, timeZone),
      modality: session.modality,
    },
  };
}
