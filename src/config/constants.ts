/**
 * The browser's constants and fixed strings of the product specification (§2, §3, §8, §9).
 * Session timings live in common/constants/session-timing.ts and values the server shares in
 * common/constants/server.constants.ts. Durations are milliseconds.
 */

export const BREAKPOINTS = {
  /** Horizontal layout falls back to vertical, sidebar collapses, below this width (spec §2). */
  mobilePx: 992,
  /** Sidebar auto-collapses from mobilePx up to this width (spec §2). */
  autoCollapsePx: 1024,
} as const;

export const TRANSITIONS = {
  modalMs: 300,
  backdropMs: 150,
  fadeMs: 300,
} as const;

/** Timings of the product's own pages (not the spec's). */
export const UI_TIMING = {
  /** A list search asks the server once typing pauses this long. */
  searchPauseMs: 300,
} as const;

export const PROGRESS_BAR = {
  minimum: 0.08,
  animationMs: 200,
  incrementEveryMs: 800,
  maximum: 0.994,
} as const;

export const ERRORS = {
  /** Any failed call without a response body rejects with this text (spec §8). */
  wrongServices: 'Wrong Services',
  /** Login handler rejects a token set without the three required values (spec §8). */
  missingTokens: 'Missing required tokens or tenant ID',
  /** Mock to-do POST with an unparseable body (spec §8). */
  internalServerError: 'Internal server error',
  /** Mock to-do call whose JSON breaks the contract, e.g. an empty note (decision, spec silent). */
  invalidTodoRequest:
    'Invalid request: a non-empty note, a whole-number key, a true/false complete',
  /** Mock to-do call whose key names no item in the list (decision, spec silent). */
  todoNotFound: 'No to-do item at that position',
} as const;

/** The four languages of the header's language menu (spec §2); the first is the default. */
export const LOCALES = ['en', 'fr', 'ro', 'zh'] as const;

export const STORAGE_KEYS = {
  /** Layout preferences in localStorage; the version suffix lets a new shape ignore old data. */
  layout: 'praxis.layout.v1',
  /** Wall-clock time of this tab's last activity (sessionStorage), so a reload keeps counting. */
  idleLastActivity: 'praxis.idle.last-activity.v1',
  /** Cross-tab session messages: BroadcastChannel name and the localStorage fallback key. */
  tabChannel: 'praxis.session.tabs.v1',
  /** Audit events not yet accepted by the server (localStorage). */
  auditOutbox: 'praxis.audit.outbox.v1',
} as const;

export const ROUTES = {
  login: '/login',
  logout: '/auth/logout',
  /** Where unknown paths go (spec §2), and the home of a member without a day (no role). */
  landing: '/app/panels/hospital/organization',
  /** The day (issue 30): where clinicians, the front desk and owners land after sign-in. */
  day: '/app/panels/hospital/practitionerdashboard',
  notFound: '/404',
  profileSettings: '/auth/profile-settings',
} as const;

/** Each language's name in its own language, as the header's language menu shows it (spec §2). */
export const LANGUAGE_NAMES = {
  en: 'English',
  fr: 'Français',
  ro: 'Română',
  zh: '中文',
} as const satisfies Record<(typeof LOCALES)[number], string>;

/** Session values in browser session storage (spec §3). */
export const SESSION_KEYS = {
  tenantId: 'tenant_id',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  idToken: 'id_token',
  tokenExpires: 'token_expires',
  authCode: 'auth_code',
  fhirToken: 'fhir_token',
  /** Set once at sign-in: the start of the absolute maximum (decision 7). */
  sessionStartedAt: 'session_started_at',
} as const;

/**
 * The older sign-in layer's token (spec §3). Kept in sessionStorage with the token set, so no
 * bearer outlives the browser session (decision H15); a copy an earlier version left in
 * localStorage is removed at start.
 */
export const SERVICE_TOKEN_KEY = 'serviceToken';

/** Query parameter remembering where a signed-out user was going (decision 2). */
export const RETURN_TO_PARAM = 'returnTo';

/** The body child that dialogs, drawers, menus and tooltips render into (docs/performance.md). */
export const OVERLAY_ROOT_ID = 'overlay-root';

/**
 * The sign-in page the build prerenders (src/app/prerender-sign-in.tsx, docs/performance.md): the
 * element holding it beside #root, the attribute on `<html>` saying which page is shown, the
 * attributes a submitted prerendered form and a pressed button of it carry until the app takes it
 * over and replays them, the attribute the
 * app sets once its own sign-in form is interactive, and the paths that show the prerendered form.
 * A product page in the menu is prerendered too, as a frame (sidebar, header bar, heading).
 */
export const PRERENDER = {
  rootId: 'prerender',
  pageAttribute: 'data-prerender',
  submitAttribute: 'data-submit-requested',
  clickAttribute: 'data-click-requested',
  readyAttribute: 'data-sign-in-ready',
  signInPaths: ['/login', '/signin', '/auth/signin-1'],
  /** On `<html>` while the product page frame is shown: which page's heading it shows. */
  frameAttribute: 'data-prerender-page',
  /**
   * In each prerendered sign-in language, `<template>`s of what the live page shows that the
   * sign-in island shows itself while React is missing (src/app/sign-in-island.ts): the form's
   * error alert, its title left as `textSlot`, with every wording's message by key as JSON in
   * the `alertTemplate` attribute (a wait left as `waitSlot`), and the offline notice.
   */
  alertTemplate: 'data-sign-in-alert',
  offlineTemplate: 'data-offline-notice',
  textSlot: '{text}',
  waitSlot: '{wait}',
  /**
   * Where the boot script offers the app the answer to a sign-in it sent itself (issue 35,
   * src/app/prerender-boot.ts `TakeEarlySignIn`).
   */
  earlySignInKey: '__praxisEarlySignIn',
} as const;

/** The calendar's week grid (issue 32): the hours it shows unless a session lies outside them. */
export const CALENDAR_GRID = { firstHour: 7, lastHour: 19 } as const;
