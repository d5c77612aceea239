import { assign, fromCallback, not, setup, sendTo, type AnyEventObject } from 'xstate';
import type { Messages } from '../../i18n/i18n';
import { BREAKPOINTS } from '../../config/constants';
import {
  DARK_HEADER_COLOR,
  LAYOUT_DEFAULTS,
  type HeaderColor,
  type Layout,
  type LayoutLocale,
  type LayoutSettings,
  type LayoutTypeChoice,
} from '../../config/layout-settings';

export interface LayoutContext extends LayoutSettings {
  /** Open menu ids (spec §3). */
  isOpen: string[];
  /** Triggered menu ids (spec §3). */
  isTrigger: string[];
  viewportWidth: number;
  /** The language whose messages are loaded and shown; the wanted one (`i18n`) may still load. */
  language: ShownLanguage | null;
  /** Whether the wanted language is loading, shown, or could not load (the shown one stays). */
  languageStatus: 'loading' | 'ready' | 'failed';
}

export interface ShownLanguage {
  locale: LayoutLocale;
  messages: Messages;
}

export interface LayoutInput {
  /** Preferences restored from storage; missing fields take the spec defaults. */
  settings?: Partial<LayoutSettings>;
  viewportWidth: number;
}

/** A top-level menu item opens exclusively; a sub-menu item toggles on its own. */
export type MenuItemLevel = 'top' | 'sub';

export type LayoutEvent =
  | { type: 'layout.toggleBox' }
  | { type: 'layout.change'; layout: Layout }
  | { type: 'layout.setSubLayout'; subLayout: string }
  /** The sidebar toggle: opens the off-canvas menu, expands the auto-collapsed one, or flips the user's choice. */
  | { type: 'layout.toggleCollapse' }
  /** Closes the off-canvas or temporarily expanded sidebar (Escape, backdrop, navigation). */
  | { type: 'layout.closeSidebar' }
  | { type: 'layout.toggleMenuItem'; id: string; level: MenuItemLevel }
  | { type: 'layout.setHeaderColor'; color: HeaderColor }
  | { type: 'layout.toggleFixedHeader' }
  | { type: 'layout.setLayoutType'; layoutType: LayoutTypeChoice }
  | { type: 'layout.toggleFixedNav' }
  | { type: 'layout.toggleRtl' }
  | { type: 'layout.setLocale'; locale: LayoutLocale }
  | { type: 'layout.reset' }
  /** Preferences saved by another tab of this browser: applied, not saved again. */
  | { type: 'layout.restore'; settings: LayoutSettings }
  | { type: 'viewport.resize'; width: number }
  | { type: 'language.loaded'; language: ShownLanguage }
  | { type: 'language.failed'; locale: LayoutLocale; error: unknown };

/** What the `language` child is sent. */
export type LanguageLoad = { type: 'language.load'; locale: LayoutLocale };

const isNarrowWidth = (width: number) => width < BREAKPOINTS.mobilePx;
const isMediumWidth = (width: number) =>
  width >= BREAKPOINTS.mobilePx && width <= BREAKPOINTS.autoCollapsePx;

export const layoutMachine = setup({
  types: {
    context: {} as LayoutContext,
    events: {} as LayoutEvent,
    input: {} as LayoutInput,
  },
  actors: {
    /** Sends `viewport.resize` with the width now and on every (throttled) resize; provided. */
    viewport: fromCallback<AnyEventObject>(() => undefined),
    /** Sends `layout.restore` when another tab of this browser saves preferences; provided. */
    otherTabs: fromCallback<AnyEventObject>(() => undefined),
    /**
     * Loads the input's language, then each `language.load` it is sent; answers `language.loaded`
     * or `language.failed`, and drops an answer a newer wish has overtaken. Provided (the i18n
     * layer knows where the messages are).
     */
    language: fromCallback<LanguageLoad, { locale: LayoutLocale }>(() => undefined),
  },
  actions: {
    /** Saves the preferences; provided by the composition root (storage is not the machine's business). */
    persist: () => {},
    /** An unreachable language file keeps the shown language (English at first start); provided. */
    reportLanguageFailure: (_, _params: { locale: LayoutLocale; error: unknown }) => {},
    /** (Re)starts loading the wanted language unless it is the one shown; a newer wish replaces an older. */
    markLanguageLoading: assign({ languageStatus: 'loading' as const }),
    loadWantedLanguage: sendTo('language', ({ context }) => ({
      type: 'language.load' as const,
      locale: context.i18n,
    })),
    showLanguage: assign({
      language: ({ context, event }) =>
        event.type === 'language.loaded' ? event.language : context.language,
      languageStatus: 'ready' as const,
    }),
    keepShownLanguage: assign({ languageStatus: 'failed' as const }),
    toggleBox: assign({ boxLayout: ({ context }) => !context.boxLayout }),
    changeLayout: assign({
      layout: ({ event }) =>
        event.type === 'layout.change' ? event.layout : LAYOUT_DEFAULTS.layout,
      subLayout: LAYOUT_DEFAULTS.subLayout,
    }),
    setSubLayout: assign({
      subLayout: ({ context, event }) =>
        event.type === 'layout.setSubLayout' ? event.subLayout : context.subLayout,
    }),
    toggleCollapseMenu: assign({ collapseMenu: ({ context }) => !context.collapseMenu }),
    toggleSubMenuItem: assign(({ context, event }) => {
      if (event.type !== 'layout.toggleMenuItem') return {};
      const open = context.isTrigger.includes(event.id);
      const without = (ids: string[]) => ids.filter((each) => each !== event.id);
      return open
        ? { isOpen: without(context.isOpen), isTrigger: without(context.isTrigger) }
        : { isOpen: [...context.isOpen, event.id], isTrigger: [...context.isTrigger, event.id] };
    }),
    toggleTopMenuItem: assign(({ context, event }) => {
      if (event.type !== 'layout.toggleMenuItem') return {};
      const open = context.isTrigger.includes(event.id);
      return open ? { isOpen: [], isTrigger: [] } : { isOpen: [event.id], isTrigger: [event.id] };
    }),
    setHeaderColor: assign({
      headerBackColor: ({ context, event }) =>
        event.type === 'layout.setHeaderColor' ? event.color : context.headerBackColor,
    }),
    toggleFixedHeader: assign({ headerFixedLayout: ({ context }) => !context.headerFixedLayout }),
    setLayoutType: assign({
      layoutType: ({ context, event }) =>
        event.type === 'layout.setLayoutType' && event.layoutType !== 'reset'
          ? event.layoutType
          : context.layoutType,
    }),
    forceDarkHeader: assign({ headerBackColor: DARK_HEADER_COLOR }),
    toggleFixedNav: assign({ navFixedLayout: ({ context }) => !context.navFixedLayout }),
    toggleRtl: assign({ rtlLayout: ({ context }) => !context.rtlLayout }),
    setLocale: assign({
      i18n: ({ context, event }) =>
        event.type === 'layout.setLocale' ? event.locale : context.i18n,
    }),
    /** Every preference back to spec §2, except the language, which the header's language menu owns. */
    resetSettings: assign(({ context }) => ({ ...LAYOUT_DEFAULTS, i18n: context.i18n })),
    restoreSettings: assign(({ event }) => (event.type === 'layout.restore' ? event.settings : {})),
    assignViewportWidth: assign({
      viewportWidth: ({ context, event }) =>
        event.type === 'viewport.resize' ? event.width : context.viewportWidth,
    }),
  },
  guards: {
    isNarrow: ({ context }) => isNarrowWidth(context.viewportWidth),
    isMedium: ({ context }) => isMediumWidth(context.viewportWidth),
    isWide: ({ context }) => context.viewportWidth > BREAKPOINTS.autoCollapsePx,
    isSubMenuItem: ({ event }) => event.type === 'layout.toggleMenuItem' && event.level === 'sub',
    isResetChoice: ({ event }) =>
      event.type === 'layout.setLayoutType' && event.layoutType === 'reset',
    isDarkChoice: ({ event }) =>
      event.type === 'layout.setLayoutType' && event.layoutType === 'dark',
  },
}).createMachine({
  id: 'layout',
  context: ({ input }) => ({
    ...LAYOUT_DEFAULTS,
    ...input.settings,
    isOpen: [],
    isTrigger: [],
    viewportWidth: input.viewportWidth,
    language: null,
    languageStatus: 'loading',
  }),
  invoke: [
    { id: 'viewport', src: 'viewport' },
    { id: 'otherTabs', src: 'otherTabs' },
    { id: 'language', src: 'language', input: ({ context }) => ({ locale: context.i18n }) },
  ],
  initial: 'sizing',
  on: {
    'language.loaded': { actions: 'showLanguage' },
    'language.failed': {
      actions: [
        'keepShownLanguage',
        {
          type: 'reportLanguageFailure',
          params: ({ event }) => ({ locale: event.locale, error: event.error }),
        },
      ],
    },
    'viewport.resize': { actions: 'assignViewportWidth' },
    'layout.toggleBox': { actions: ['toggleBox', 'persist'] },
    'layout.change': { actions: ['changeLayout', 'persist'] },
    'layout.setSubLayout': { actions: ['setSubLayout', 'persist'] },
    'layout.toggleMenuItem': [
      { guard: 'isSubMenuItem', actions: 'toggleSubMenuItem' },
      { actions: 'toggleTopMenuItem' },
    ],
    'layout.setHeaderColor': { actions: ['setHeaderColor', 'persist'] },
    'layout.toggleFixedHeader': { actions: ['toggleFixedHeader', 'persist'] },
    'layout.setLayoutType': [
      { guard: 'isResetChoice', actions: ['resetSettings', 'persist'] },
      { guard: 'isDarkChoice', actions: ['setLayoutType', 'forceDarkHeader', 'persist'] },
      { actions: ['setLayoutType', 'persist'] },
    ],
    'layout.toggleFixedNav': { actions: ['toggleFixedNav', 'persist'] },
    'layout.toggleRtl': { actions: ['toggleRtl', 'persist'] },
    'layout.setLocale': {
      actions: ['setLocale', 'persist', 'markLanguageLoading', 'loadWantedLanguage'],
    },
    'layout.reset': { actions: ['resetSettings', 'persist'] },
    'layout.restore': {
      actions: ['restoreSettings', 'markLanguageLoading', 'loadWantedLanguage'],
    },
  },
  states: {
    /** Transient: picks the viewport band from the width. */
    sizing: {
      always: [
        { guard: 'isNarrow', target: 'narrow' },
        { guard: 'isMedium', target: 'medium' },
        { target: 'wide' },
      ],
    },
    /** Under 992 px: the sidebar is off-canvas and the horizontal layout falls back to vertical. */
    narrow: {
      always: { guard: not('isNarrow'), target: 'sizing' },
      initial: 'closed',
      states: {
        closed: { on: { 'layout.toggleCollapse': 'open' } },
        open: { on: { 'layout.toggleCollapse': 'closed', 'layout.closeSidebar': 'closed' } },
      },
    },
    /** 992 to 1024 px: the sidebar auto-collapses to icons; the toggle expands it until the band is left. */
    medium: {
      always: { guard: not('isMedium'), target: 'sizing' },
      initial: 'collapsed',
      states: {
        collapsed: { on: { 'layout.toggleCollapse': 'expanded' } },
        expanded: {
          on: { 'layout.toggleCollapse': 'collapsed', 'layout.closeSidebar': 'collapsed' },
        },
      },
    },
    /** Above 1024 px: the user's own collapse choice applies and is remembered. */
    wide: {
      always: { guard: not('isWide'), target: 'sizing' },
      on: { 'layout.toggleCollapse': { actions: ['toggleCollapseMenu', 'persist'] } },
    },
  },
});
