import { LOCALES, STORAGE_KEYS } from '../../config/constants';
import {
  HEADER_COLOR_NAMES,
  LAYOUT_DEFAULTS,
  LAYOUT_TYPES,
  LAYOUTS,
  type HeaderColor,
  type LayoutSettings,
} from '../../config/layout-settings';

const D = LAYOUT_DEFAULTS;

/** The value when it is one of `options`, else the fallback. */
function oneOf<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (options as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

const SUB_LAYOUT = /^[a-z0-9-]{0,40}$/;

/**
 * Each field falls back to its default on its own, so one stale value does not wipe the others;
 * unknown fields are dropped. Checked by hand: zod would be the largest thing /login loads.
 */
function toSettings(value: Partial<Record<keyof LayoutSettings, unknown>>): LayoutSettings {
  return {
    layout: oneOf(LAYOUTS, value.layout, D.layout),
    subLayout:
      typeof value.subLayout === 'string' && SUB_LAYOUT.test(value.subLayout)
        ? value.subLayout
        : D.subLayout,
    collapseMenu: flag(value.collapseMenu, D.collapseMenu),
    layoutType: oneOf(LAYOUT_TYPES, value.layoutType, D.layoutType),
    headerBackColor: oneOf<HeaderColor>(
      HEADER_COLOR_NAMES,
      value.headerBackColor,
      D.headerBackColor,
    ),
    rtlLayout: flag(value.rtlLayout, D.rtlLayout),
    navFixedLayout: flag(value.navFixedLayout, D.navFixedLayout),
    headerFixedLayout: flag(value.headerFixedLayout, D.headerFixedLayout),
    boxLayout: flag(value.boxLayout, D.boxLayout),
    i18n: oneOf(LOCALES, value.i18n, D.i18n),
  };
}

/** Reads stored preferences; anything that is not a JSON object gives the defaults. */
export function parseLayoutSettings(raw: string | null): LayoutSettings {
  if (raw === null) return { ...D };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ...D };
  }
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  return toSettings(isObject ? (value as Record<string, unknown>) : {});
}

export interface LayoutStorage {
  load(): LayoutSettings;
  save(settings: LayoutSettings): void;
  /** Calls back when another tab saved new preferences; returns the unsubscribe. */
  subscribe(onChange: (settings: LayoutSettings) => void): () => void;
}

/** Layout preferences in localStorage; an unavailable or full storage only costs the memory of them. */
export function createLayoutStorage(
  storage: () => Storage = () => localStorage,
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): LayoutStorage {
  return {
    load() {
      try {
        return parseLayoutSettings(storage().getItem(STORAGE_KEYS.layout));
      } catch {
        return { ...D };
      }
    },
    save(settings) {
      try {
        storage().setItem(STORAGE_KEYS.layout, JSON.stringify(toSettings(settings)));
      } catch {
        // Private mode or a full quota: the settings still apply for this visit.
      }
    },
    subscribe(onChange) {
      // The storage event fires only in the other tabs, so a tab never hears its own saves.
      const onStorage = (event: StorageEvent) => {
        if (event.key === STORAGE_KEYS.layout && event.newValue !== null) {
          onChange(parseLayoutSettings(event.newValue));
        }
      };
      events.addEventListener('storage', onStorage);
      return () => events.removeEventListener('storage', onStorage);
    },
  };
}
