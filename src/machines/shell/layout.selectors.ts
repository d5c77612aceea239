import type { SnapshotFrom } from 'xstate';
import { HEADER_COLORS, type HeaderColor, type Layout } from '../../config/layout-settings';
import type { LayoutContext, layoutMachine } from './layout.machine';

export type LayoutSnapshot = SnapshotFrom<typeof layoutMachine>;

/** How the sidebar shows: off-canvas drawer (narrow), icons only, or full width. */
export type SidebarMode = 'offCanvas' | 'collapsed' | 'expanded';

/** The settings the user chose, without the transient menu and viewport state. */
export type LayoutPreferences = Omit<
  LayoutContext,
  'isOpen' | 'isTrigger' | 'viewportWidth' | 'language' | 'languageStatus'
>;

/** The layout the user chose, whatever the width. */
export const selectChosenLayout = (s: LayoutSnapshot): Layout => s.context.layout;

/** Horizontal falls back to vertical under 992 px (spec §2). */
export const selectEffectiveLayout = (s: LayoutSnapshot): Layout =>
  s.matches('narrow') ? 'vertical' : s.context.layout;

export function selectSidebarMode(s: LayoutSnapshot): SidebarMode {
  if (s.matches('narrow')) return 'offCanvas';
  if (s.matches({ medium: 'collapsed' })) return 'collapsed';
  if (s.matches('wide') && s.context.collapseMenu) return 'collapsed';
  return 'expanded';
}

/** The off-canvas drawer is open (only under 992 px). */
export const selectIsOffCanvasOpen = (s: LayoutSnapshot): boolean => s.matches({ narrow: 'open' });

export const selectHeaderColor = (s: LayoutSnapshot): HeaderColor => s.context.headerBackColor;
export const selectHeaderColorValue = (s: LayoutSnapshot): string =>
  HEADER_COLORS[s.context.headerBackColor];

export const selectLayoutType = (s: LayoutSnapshot) => s.context.layoutType;
/** The sidebar uses dark colours for 'menu-dark' and for the all-dark layout type. */
export const selectIsMenuDark = (s: LayoutSnapshot): boolean =>
  s.context.layoutType !== 'menu-light';
/** The whole interface is dark. */
export const selectIsDarkTheme = (s: LayoutSnapshot): boolean => s.context.layoutType === 'dark';

export const selectIsRtl = (s: LayoutSnapshot): boolean => s.context.rtlLayout;
export const selectDirection = (s: LayoutSnapshot): 'rtl' | 'ltr' =>
  s.context.rtlLayout ? 'rtl' : 'ltr';
export const selectLocale = (s: LayoutSnapshot) => s.context.i18n;

export const selectIsHeaderFixed = (s: LayoutSnapshot): boolean => s.context.headerFixedLayout;
export const selectIsNavFixed = (s: LayoutSnapshot): boolean => s.context.navFixedLayout;
export const selectIsBoxLayout = (s: LayoutSnapshot): boolean => s.context.boxLayout;

/** Open state of one menu item; use as `(s) => selectIsMenuOpen(s, id)`. */
export const selectIsMenuOpen = (s: LayoutSnapshot, id: string): boolean =>
  s.context.isOpen.includes(id);

/** The part of the context worth keeping across visits: open menus and the window width are not. */
export function toPreferences(context: LayoutContext): LayoutPreferences {
  const {
    isOpen: _isOpen,
    isTrigger: _isTrigger,
    viewportWidth: _width,
    language: _shownLanguage,
    languageStatus: _languageStatus,
    ...preferences
  } = context;
  return preferences;
}
