import { LOCALES } from './constants';

/** The twelve header colours of the customizer (spec §2, §9); each keeps white text at WCAG AA (≥ 4.5:1). */
export const HEADER_COLORS = {
  blue: '#1d4ed8',
  red: '#b91c1c',
  purple: '#6d28d9',
  teal: '#0f766e',
  green: '#15803d',
  dark: '#1f2937',
  indigo: '#4338ca',
  pink: '#be185d',
  orange: '#c2410c',
  cyan: '#0e7490',
  brown: '#92400e',
  slate: '#475569',
} as const;
export type HeaderColor = keyof typeof HEADER_COLORS;
export const HEADER_COLOR_NAMES = Object.keys(HEADER_COLORS) as HeaderColor[];

export const LAYOUTS = ['vertical', 'horizontal'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** Stored menu styles; the customizer's fourth choice, 'reset', restores the defaults instead. */
export const LAYOUT_TYPES = ['menu-dark', 'menu-light', 'dark'] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];
export type LayoutTypeChoice = LayoutType | 'reset';
export const LAYOUT_TYPE_CHOICES: readonly LayoutTypeChoice[] = [...LAYOUT_TYPES, 'reset'];

/** The header colour the 'dark' layout type forces. */
export const DARK_HEADER_COLOR: HeaderColor = 'dark';

export type LayoutLocale = (typeof LOCALES)[number];

/** The user's layout preferences: the spec's layout state minus the transient open-menu ids. */
export interface LayoutSettings {
  layout: Layout;
  /** Opaque variant of the chosen layout; the spec names no sub layouts, so '' (none) is the only one built. */
  subLayout: string;
  collapseMenu: boolean;
  layoutType: LayoutType;
  headerBackColor: HeaderColor;
  rtlLayout: boolean;
  navFixedLayout: boolean;
  headerFixedLayout: boolean;
  boxLayout: boolean;
  i18n: LayoutLocale;
}

/** Layout defaults of spec §2. */
export const LAYOUT_DEFAULTS: Readonly<LayoutSettings> = {
  layout: 'vertical',
  subLayout: '',
  collapseMenu: false,
  layoutType: 'menu-light',
  headerBackColor: 'blue',
  rtlLayout: false,
  navFixedLayout: true,
  headerFixedLayout: true,
  boxLayout: false,
  i18n: LOCALES[0],
};
