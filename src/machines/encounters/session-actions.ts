import { mayDo, type MemberRole } from '../../../common/contracts/clinic.contract';
import {
  actionsFrom,
  type Encounter,
  type EncounterAction,
} from '../../../common/contracts/encounters.contract';

/** The actions that ask for a reason (a dialog before they are sent). */
export const REASON_ACTIONS: readonly EncounterAction[] = ['cancel', 'no-show'];
export const needsReason = (action: EncounterAction) => REASON_ACTIONS.includes(action);

/** Who is looking at the session: their roles and member id. */
export interface Viewer {
  roles: readonly MemberRole[];
  userId: string | null;
}

/**
 * Whether the viewer may take `action` on `session`, as the server decides: starting and
 * finishing are clinical, and only the session's own clinician does them; checking in,
 * cancelling and marking a no-show are the front desk's or the session's own clinician's.
 */
export function mayTake(
  action: EncounterAction,
  session: Pick<Encounter, 'clinician'>,
  { roles, userId }: Viewer,
): boolean {
  const own = userId !== null && session.clinician.id === userId && mayDo(roles, 'writeClinical');
  if (action === 'start' || action === 'finish') return own;
  return own || roles.includes('staff');
}

/** The actions offered on a session: the status table's, in its order, that the viewer may take. */
export const offeredActions = (
  session: Pick<Encounter, 'status' | 'clinician'>,
  viewer: Viewer,
): EncounterAction[] =>
  actionsFrom(session.status).filter((action) => mayTake(action, session, viewer));

/**
 * The one action a day view offers on a session, or null: the first offered that moves it forward
 * (check in, start, finish). Cancelling and marking a no-show end a session and ask for a reason:
 * they are on the session's page, never the one button a busy desk clicks on a row (the front desk
 * sees a checked-in patient with nothing to do, not "Cancel", while the clinician comes).
 */
export const nextActionOf = (
  session: Pick<Encounter, 'status' | 'clinician'>,
  viewer: Viewer,
): EncounterAction | null =>
  offeredActions(session, viewer).find((action) => !needsReason(action)) ?? null;

/** Only a planned session is moved or changed (the rest is history). */
export const mayReschedule = (session: Pick<Encounter, 'status'>, viewer: Viewer) =>
  session.status === 'planned' && mayDo(viewer.roles, 'bookSessions');
