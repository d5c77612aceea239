import { z } from 'zod';
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

/** Each field falls back to its default on its own, so one stale value does not wipe the others. */
const settingsSchema = z.object({
  layout: z.enum(LAYOUTS).catch(D.layout),
  subLayout: z
    .string()
    .max(40)
    .regex(/^[a-z0-9-]*$/)
    .catch(D.subLayout),
  collapseMenu: z.boolean().catch(D.collapseMenu),
  layoutType: z.enum(LAYOUT_TYPES).catch(D.layoutType),
  headerBackColor: z
    .enum(HEADER_COLOR_NAMES as [HeaderColor, ...HeaderColor[]])
    .catch(D.headerBackColor),
  rtlLayout: z.boolean().catch(D.rtlLayout),
  navFixedLayout: z.boolean().catch(D.navFixedLayout),
  headerFixedLayout: z.boolean().catch(D.headerFixedLayout),
  boxLayout: z.boolean().catch(D.boxLayout),
  i18n: z.enum(LOCALES).catch(D.i18n),
});

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
  return settingsSchema.parse(isObject ? value : {});
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
        storage().setItem(STORAGE_KEYS.layout, JSON.stringify(settingsSchema.parse(settings)));
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
