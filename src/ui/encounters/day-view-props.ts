import type { Encounter, EncounterAction } from '../../../common/contracts/encounters.contract';
import type { Availability } from '../calendar/availability-shading';

/** The shown clinicians' availability on the day shown (issue 32), and the dates to word it. */
export interface DayAvailability {
  answer: Availability;
  /** The clinic date the view shows. */
  date: string;
  /** The clinic's today ("off today" rather than a date). */
  today: string;
}

/** What both day views (the clinician's, the clinic's) take besides their own state. */
export interface DayViewProps {
  /** The first instant of today in the clinic: the heading's date; notes before it are overdue. */
  dayStart: string;
  timeZone: string;
  /** The one action offered to the viewer on a session, or null. */
  nextAction: (session: Encounter) => EncounterAction | null;
  /** The session whose action is being sent. */
  pendingSessionId?: string | null;
  onAction: (session: Encounter, action: EncounterAction) => void;
  onRetry: () => void;
  onNavigate?: (href: string) => void;
  done?: string | null;
  failure?: string | null;
  /** When the clinicians work, above the sessions, and the rows outside it shaded; absent: none. */
  availability?: DayAvailability | null;
}
