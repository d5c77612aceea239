import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../config/constants';
import { LAYOUT_DEFAULTS, type LayoutSettings } from '../../config/layout-settings';
import { createLayoutStorage, parseLayoutSettings } from './layout-storage';

const chosen: LayoutSettings = {
  layout: 'horizontal',
  subLayout: 'compact',
  collapseMenu: true,
  layoutType: 'dark',
  headerBackColor: 'teal',
  rtlLayout: true,
  navFixedLayout: false,
  headerFixedLayout: false,
  boxLayout: true,
  i18n: 'ro',
};

describe('layout storage', () => {
  it('gives back exactly the settings it saved', () => {
    const storage = createLayoutStorage(() => localStorage);
    storage.save(chosen);
    expect(createLayoutStorage(() => localStorage).load()).toEqual(chosen);
  });

  it('stores under the versioned layout key', () => {
    createLayoutStorage(() => localStorage).save(chosen);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.layout) ?? 'null')).toEqual(chosen);
  });

  it('gives the defaults when nothing is stored', () => {
    localStorage.removeItem(STORAGE_KEYS.layout);
    expect(createLayoutStorage(() => localStorage).load()).toEqual(LAYOUT_DEFAULTS);
  });

  it('gives the defaults when storage cannot be read', () => {
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(createLayoutStorage(blocked).load()).toEqual(LAYOUT_DEFAULTS);
  });

  it('does not throw when storage cannot be written', () => {
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => createLayoutStorage(() => full).save(chosen)).not.toThrow();
  });
});

describe('layout changes from other tabs', () => {
  const storageEvent = (key: string, newValue: string | null) =>
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }));

  it('reports preferences another tab saved, validated', () => {
    const onChange = vi.fn();
    createLayoutStorage().subscribe(onChange);
    storageEvent(STORAGE_KEYS.layout, JSON.stringify({ ...chosen, headerBackColor: 'neon' }));
    expect(onChange).toHaveBeenCalledWith({ ...chosen, headerBackColor: 'blue' });
  });

  it('ignores other keys, a cleared storage and events after unsubscribing', () => {
    const onChange = vi.fn();
    const unsubscribe = createLayoutStorage().subscribe(onChange);
    storageEvent('something.else', '{}');
    storageEvent(STORAGE_KEYS.layout, null);
    unsubscribe();
    storageEvent(STORAGE_KEYS.layout, JSON.stringify(chosen));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('parsing stored layout settings', () => {
  it.each([
    ['bad JSON', '{"layout": "horiz'],
    ['a JSON array', '["horizontal"]'],
    ['a JSON string', '"dark"'],
    ['JSON null', 'null'],
  ])('falls back to every default on %s', (_name, raw) => {
    expect(parseLayoutSettings(raw)).toEqual(LAYOUT_DEFAULTS);
  });

  it('replaces only the fields of the wrong type, keeping the valid ones', () => {
    const raw = JSON.stringify({ ...chosen, rtlLayout: 'yes', boxLayout: 1, layout: 42 });
    expect(parseLayoutSettings(raw)).toEqual({
      ...chosen,
      rtlLayout: LAYOUT_DEFAULTS.rtlLayout,
      boxLayout: LAYOUT_DEFAULTS.boxLayout,
      layout: LAYOUT_DEFAULTS.layout,
    });
  });

  it.each([
    ['an unknown header colour', { headerBackColor: 'background-grd-blue' }, 'headerBackColor'],
    ['an unknown layout type', { layoutType: 'reset' }, 'layoutType'],
    ['an unknown language', { i18n: 'de' }, 'i18n'],
    ['a sub layout that is not a plain name', { subLayout: '<script>' }, 'subLayout'],
  ] as const)('replaces %s with its default', (_name, patch, field) => {
    const parsed = parseLayoutSettings(JSON.stringify({ ...chosen, ...patch }));
    expect(parsed[field]).toBe(LAYOUT_DEFAULTS[field]);
    expect(parsed.rtlLayout).toBe(true);
  });

  it('drops foreign fields', () => {
    const parsed = parseLayoutSettings(JSON.stringify({ ...chosen, isOpen: ['x'], token: 'y' }));
    expect(parsed).toEqual(chosen);
  });
});
