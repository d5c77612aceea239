import type { Encounter, EncounterAction } from '../../../common/contracts/encounters.contract';

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
}
