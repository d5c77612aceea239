import { SIGN_IN_CHALLENGE_TTL_S } from '../../../common/constants/two-factor.constants';
import type { AnyStateMachine } from 'xstate';
import { IDLE, SERVER_IDLE_LIMIT_MS, SESSION } from '../../../common/constants/session-timing';
import { DRAFT_TIMING } from '../../config/draft-timing';
import { RECORDING_TIMING } from '../../config/recording-timing';
import { documentDraftMachine } from '../drafts/document-draft.machine';
import { AI_DRAFT_TIMING, aiDraftMachine } from '../notes/ai-draft.machine';
import { recordingMachine } from '../recording/recording.machine';
import { authMachine } from '../session/auth.machine';
import { idleMachine } from '../session/idle.machine';
import { layoutMachine } from '../shell/layout.machine';

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
    id: 'auth',
    title: 'Sign-in and the session',
    machine: authMachine,
    summary:
      'Auth start restores a session from the stored token set (decoding the id token) or from a stored serviceToken (GET /account/me); a new tab with neither asks the browser’s open sibling tabs once for their session (decision H15), else the user is signed out; any decode or call failure clears the session and signs out. A right password of an account with two-factor sign-in (or whose clinic requires it) opens no session: the second-factor state waits for the authenticator app’s code or one recovery code (a wrong code stays there, limited like passwords), or walks the enrolment the clinic requires and shows the recovery codes once before the session starts; it ends back at the password when the server’s challenge expires or is gone (issue 36). Both sign-in layers (password and external provider) end in the same login handler: missing access token, id token or tenant id fails with “Missing required tokens or tenant ID”. The external sign-in sends the browser to the identity provider, and /auth/callback exchanges the code before the login handler takes the tokens and returns the user to the page they started from. While signed out, a protected route waits the 500 ms guard delay, then storage is cleared and the user goes to /login; a user holding an auth code and a health-record token is sent on from the public pages. While signed in, the session is re-checked every second and ends at token_expires, a hard ceiling that activity never extends; a password session’s tokens are refreshed one minute before token_expires (retried on network errors, never past 12 hours from sign-in), and a refused refresh lets the session end at token_expires. A 401 from the API ends the session too. The idle watchers run as a child of signedIn, so leaving signedIn stops them; when they end, their output’s reason ends the session. Every session end records its reason (user, idle-watcher-1, idle-watcher-2, logout-now, expired, unauthorized, other-tab) and clears the session before returning to /login.',
  },
  {
    id: 'idle',
    title: 'Idle watchers and the expiry warning',
    machine: idleMachine,
    summary:
      'Every deadline is a wall-clock timestamp counted from the last activity (mouse, key, click, scroll, touch), re-checked every second, when the tab becomes visible or focused, and on input, so sleep and throttled background tabs cannot delay a logout, and a clock turned back cannot extend one. Watcher 1 ends the session after 15 idle minutes. Watcher 2 shows “Session About to Expire” at 28 minutes — only “Stay Logged In” dismisses it, mouse movement does not — and ends the session at 30. While a recording is in progress neither watcher logs out; the countdown restarts when it stops. Activity and logout in one tab reach the session’s other tabs; this tab’s own activity also reaches the server, at most once a minute (the heartbeat).',
  },
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
    name: 'Second-factor challenge',
    constant: 'SIGN_IN_CHALLENGE_TTL_S',
    valueMs: SIGN_IN_CHALLENGE_TTL_S * 1000,
    reason:
      'A right password waits this long for its code (SIGN_IN_ENROL_TTL_S, 15 minutes, for an enrolment the clinic requires): the second-factor state ends with the life the server gave the challenge, and the member signs in again (issue 36).',
  },
  {
    name: 'Token refresh',
    constant: 'SESSION.refreshLeadMs',
    valueMs: SESSION.refreshLeadMs,
    reason:
      'A password session’s tokens are renewed this long before token_expires, so an active practitioner is not signed out at the token lifetime (1 h). A failed renewal is retried every SESSION.refreshRetryMs (15 s) while time remains; a refused one lets the session end at token_expires.',
  },
  {
    name: 'Absolute session limit',
    constant: 'SESSION.maxMs',
    valueMs: SESSION.maxMs,
    reason:
      'No refresh extends a session past this long after sign-in (DESIGN decision 7); the server enforces the same limit.',
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
  {
    name: 'Activity heartbeat',
    constant: 'IDLE.activityHeartbeatMs',
    valueMs: IDLE.activityHeartbeatMs,
    reason:
      'A tab whose user is at work (or recording) tells the server at most once a minute. The server ends a session unused for SERVER_IDLE_LIMIT_MS (32 min: watcher 2 plus two heartbeats), so a stolen token stops working even if the browser never logs out, and a session the browser keeps is never refused first (decision H6).',
  },
  {
    name: 'Server idle limit',
    constant: 'SERVER_IDLE_LIMIT_MS',
    valueMs: SERVER_IDLE_LIMIT_MS,
    reason:
      'The server ends a session that sent no heartbeat for this long (a token refresh does not count) and records the reason idle; it is the server-side backstop of the watchers (decision H6, PRAXIS_IDLE_LIMIT_MS).',
  },
];

/** The statecharts of clinical documentation (docs/documentation-flows.md). */
export const DOCUMENTATION_FLOW_CATALOG: FlowEntry[] = [
  {
    id: 'documentDraft',
    title: 'A note or intake draft: never losing a word',
    machine: documentDraftMachine,
    summary:
      'Every note and intake draft runs this statechart (CLINICAL.md decision 2). Typing makes the draft dirty; it is saved to the server once typing pauses for the autosave delay, at once on blur, page hide or a flush (every session end flushes drafts first, within a bounded wait), and each save names the version it edits (If-Match). Typing during a save is saved again after it. A stale version (412) is a conflict: both texts are shown and the author keeps theirs (saved again against the newer version) or takes the saved one; nothing is overwritten silently. No answer, a server fault or a lost session (status 0, 5xx, 401) keeps the text on this device, encrypted with the user’s own key, and the save is tried again when the browser is online or after the retry delay; a copy found on the device when the editor opens is restored (as unsaved changes, or as a conflict when the server moved on). Any other refusal is a failure whose message is shown, with the text kept. Signing saves pending changes first; a signed document is read-only and ignores every change.',
  },
  {
    id: 'aiDraft',
    title: 'An AI-drafted note: drafted, reviewed, then written and signed by the clinician',
    machine: aiDraftMachine,
    summary:
      'The AI note pages run this statechart (CLINICAL.md decision 4: AI drafts, the clinician signs). The clinician chooses the source: one of the session’s transcripts, or their own summary, typed or dictated with the browser’s speech recognition where it exists (dictation stops before drafting, and a stopped dictation may still deliver its last words for a moment). An empty summary is refused without a request. Drafting asks the server, which drafts with the clinic’s chosen drafter (the offline rule-based one, or the external model only with the patient’s consent) and keeps the draft with its input; past a few seconds the page says an external model can take a while, and cancelling closes the request so the server keeps nothing. A refusal (AI off, no transcript, the session not under way, the note already signed) or a failure is shown with its reason and can be tried again or another source chosen. The review shows each drafted sentence with its source and the cue that placed it; nothing is written until the clinician uses the draft. Using it creates the session’s note from it, or, when a draft note already holds text, first asks before replacing that text; the note then opens in the ordinary editor, marked AI-assisted, where it is autosaved and signed like any note — a draft never signs itself.',
  },
];

/** The draft timings, their constants and their reasons. */
export const DOCUMENTATION_TIMEOUTS: TimeoutExplanation[] = [
  {
    name: 'Autosave pause',
    constant: 'DRAFT_TIMING.autosaveDelayMs',
    valueMs: DRAFT_TIMING.autosaveDelayMs,
    reason:
      'A draft is saved once typing has paused this long, so a save is not sent per keystroke and an interruption loses at most the last moment of typing.',
  },
  {
    name: 'Offline retry',
    constant: 'DRAFT_TIMING.offlineRetryMs',
    valueMs: DRAFT_TIMING.offlineRetryMs,
    reason:
      'A save that got no answer is tried again after this (and at once when the browser reports it is online); meanwhile the text is kept encrypted on the device.',
  },
  {
    name: 'Device copy lifetime',
    constant: 'DRAFT_TIMING.localCopyMaxAgeMs',
    valueMs: DRAFT_TIMING.localCopyMaxAgeMs,
    reason:
      'Encrypted copies left on a device (never synced, e.g. a user who never signed in there again) are purged after 14 days.',
  },
  {
    name: 'Slow AI draft notice',
    constant: 'AI_DRAFT_TIMING.slowDraftMs',
    valueMs: AI_DRAFT_TIMING.slowDraftMs,
    reason:
      'A draft still under way after this long says that an external model can take a minute or more, and that it can be cancelled.',
  },
  {
    name: 'Dictation finish',
    constant: 'AI_DRAFT_TIMING.dictationFinishMs',
    valueMs: AI_DRAFT_TIMING.dictationFinishMs,
    reason:
      'After dictation is stopped, the browser’s speech recognition may still deliver its last final words for this long; they are added to the summary.',
  },
  {
    name: 'Draft flush at session end',
    constant: 'SESSION.draftFlushLimitMs',
    valueMs: SESSION.draftFlushLimitMs,
    reason:
      'Every session end waits at most this long for open drafts to be saved; what is not saved by then stays in the encrypted device copy and is restored after the next sign-in.',
  },
];

/** The statecharts of speech entry (docs/speech-flows.md). */
export const SPEECH_FLOW_CATALOG: FlowEntry[] = [
  {
    id: 'recording',
    title: 'A consented recording: seconds lost, never the session',
    machine: recordingMachine,
    summary:
      'Every recording of a clinical session runs this statechart (CLINICAL.md decision 5). Nothing is recorded without the patient’s recording & AI consent on file: without it the recorder stays in consentMissing and checks again once consent is recorded. Start opens the recording on the server (which checks consent itself), then asks for the microphone: a refusal, no microphone and any other error each end in their own state with their own message, and start asks again. While recording or paused, recording is shown as on and the session is held: recording-start reaches the idle watchers when it begins and recording-stop on every way out (stop, the device lost, the recorder failing, a discard, the page closing), so neither watcher signs out mid-session (DESIGN decision 4). Elapsed time counts recorded time only, from wall-clock readings, so a throttled background tab loses none and pauses add none. The recorder hands over a chunk of audio every chunk interval and each is uploaded while recording, in order; a chunk that fails or does not answer is sent again after a growing back-off, forever while recording (the recording never stops for it), as many times as there are delays after stop; then the step fails, and the clinician sends again or finishes from what arrived. A lost microphone keeps what was captured and offers to finish from it. After stop the queue is drained, the server closes the recording at the chunks it acknowledged and transcribes it (a recording stopped before any audio arrived is discarded instead); with no transcription configured the audio is kept and the page says so. A recording that arrived partly (a closed tab, a crash) is offered on return, after the consent check, to be finished from what arrived or discarded. Every failed step is shown with its message and runs again on retry. A recording stops by itself after the maximum duration, or when left paused too long, so a forgotten recorder does not hold the session for ever.',
  },
];

const seconds = (ms: number) => `${ms / 1_000} s`;

/** The recording timings, their constants and their reasons. */
export const SPEECH_TIMEOUTS: TimeoutExplanation[] = [
  {
    name: 'Clock tick',
    constant: 'RECORDING_TIMING.tickMs',
    valueMs: RECORDING_TIMING.tickMs,
    reason:
      'Elapsed time and the limits below are re-read from the wall clock this often (and when the tab wakes), so a throttled tab shows the true time.',
  },
  {
    name: 'Chunk interval',
    constant: 'RECORDING_TIMING.chunkIntervalMs',
    valueMs: RECORDING_TIMING.chunkIntervalMs,
    reason:
      'The recorder hands over a chunk of audio this often and it is uploaded at once, so a closed tab or a crash loses at most these seconds.',
  },
  {
    name: 'Upload back-off',
    constant: 'RECORDING_TIMING.uploadRetryDelaysMs',
    valueMs: RECORDING_TIMING.uploadRetryDelaysMs[0] ?? 0,
    reason: `A chunk that failed is sent again after ${RECORDING_TIMING.uploadRetryDelaysMs.map(seconds).join(', ')} (the last repeats while recording). After stop, once these are spent, the upload fails and waits for the clinician.`,
  },
  {
    name: 'Upload time limit',
    constant: 'RECORDING_TIMING.uploadTimeoutMs',
    valueMs: RECORDING_TIMING.uploadTimeoutMs,
    reason: 'A chunk upload with no answer after this long counts as a failed attempt.',
  },
  {
    name: 'Stop grace',
    constant: 'RECORDING_TIMING.stopGraceMs',
    valueMs: RECORDING_TIMING.stopGraceMs,
    reason:
      'After stop the recorder has this long to hand over its last chunk; the recording is finished without it otherwise.',
  },
  {
    name: 'Maximum duration',
    constant: 'RECORDING_TIMING.maxDurationMs',
    valueMs: RECORDING_TIMING.maxDurationMs,
    reason:
      'A recording stops by itself after this much recorded time and says so; a long session (20 minutes, an hour) is never cut short.',
  },
  {
    name: 'Longest pause',
    constant: 'RECORDING_TIMING.maxPausedMs',
    valueMs: RECORDING_TIMING.maxPausedMs,
    reason:
      'A recording left paused this long stops by itself (and says so), releasing the session to the idle watchers: a paused recorder on an unattended workstation does not keep it signed in.',
  },
];
