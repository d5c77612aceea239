import type { AnyStateMachine } from 'xstate';
import { IDLE, SESSION } from '../../config/constants';
import { layoutMachine } from '../layout/layout.machine';

/** The statecharts auditors review, in reading order. */
export interface FlowEntry {
  id: string;
  title: string;
  machine: AnyStateMachine;
  /** Plain words for auditors: what this machine decides and why. */
  summary: string;
}

export const FLOW_CATALOG: FlowEntry[] = [
  {
    id: 'layout',
    title: 'Layout settings',
    machine: layoutMachine,
    summary:
      'Holds the layout preferences of spec §3 (layout, menu style, header colour, right-to-left, fixed header and sidebar, boxed layout, language, open menus) and applies the responsive rules: the horizontal layout falls back to vertical under 992 px, and the sidebar collapses between 992 and 1024 px.',
  },
];

export interface TimeoutExplanation {
  name: string;
  constant: string;
  valueMs: number;
  reason: string;
}

/** Every session timeout, its constant and its reason, in plain words. */
export const TIMEOUTS: TimeoutExplanation[] = [
  {
    name: 'Session check',
    constant: 'SESSION.checkIntervalMs',
    valueMs: SESSION.checkIntervalMs,
    reason:
      'While signed in, the tokens and their expiry time are re-checked every second; a missing token or a passed expiry signs the user out and clears the session (spec §4).',
  },
  {
    name: 'Session guard',
    constant: 'SESSION.guardDelayMs',
    valueMs: SESSION.guardDelayMs,
    reason:
      'A protected page waits half a second for auth start to finish before sending a user without a session to /login; nothing protected is painted meanwhile (spec §4).',
  },
  {
    name: 'Idle logout (watcher 1)',
    constant: 'IDLE.watcher1LogoutMs',
    valueMs: IDLE.watcher1LogoutMs,
    reason:
      'Fifteen minutes without mouse, keyboard, click, scroll or touch activity end the session and return to /login, so an unattended workstation does not stay signed in (spec §4). With the spec’s values it fires before watcher 2.',
  },
  {
    name: 'Expiry warning (watcher 2)',
    constant: 'IDLE.watcher2WarningMs',
    valueMs: IDLE.watcher2WarningMs,
    reason:
      'After 28 idle minutes the modal “Session About to Expire” offers “Stay Logged In” or “Logout Now”. Moving the mouse does not dismiss it; only “Stay Logged In” does (spec §4).',
  },
  {
    name: 'Warned logout (watcher 2)',
    constant: 'IDLE.watcher2LogoutMs',
    valueMs: IDLE.watcher2LogoutMs,
    reason: 'Thirty idle minutes end the session if the warning was not answered (spec §4).',
  },
];
