import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { HEADER_COLORS, LAYOUT_DEFAULTS, type LayoutSettings } from '../../config/layout-settings';
import { layoutMachine, type LayoutEvent } from './layout.machine';
import {
  selectDirection,
  selectHeaderColorValue,
  selectIsDarkTheme,
  selectIsMenuDark,
  selectIsMenuOpen,
  toPreferences,
} from './layout.selectors';

function snapshotOf(settings: Partial<LayoutSettings>, ...events: LayoutEvent[]) {
  const actor = createActor(layoutMachine, { input: { settings, viewportWidth: 1440 } }).start();
  events.forEach((event) => actor.send(event));
  return actor.getSnapshot();
}

describe('layout selectors', () => {
  it.each([
    ['menu-light', false, false],
    ['menu-dark', true, false],
    ['dark', true, true],
  ] as const)('the %s layout type: dark menu %s, dark page %s', (layoutType, menuDark, page) => {
    const s = snapshotOf({ layoutType });
    expect(selectIsMenuDark(s)).toBe(menuDark);
    expect(selectIsDarkTheme(s)).toBe(page);
  });

  it('gives the text direction from the right-to-left setting', () => {
    expect(selectDirection(snapshotOf({}))).toBe('ltr');
    expect(selectDirection(snapshotOf({ rtlLayout: true }))).toBe('rtl');
  });

  it('gives the CSS value of the chosen header colour', () => {
    expect(selectHeaderColorValue(snapshotOf({ headerBackColor: 'teal' }))).toBe(
      HEADER_COLORS.teal,
    );
  });

  it('tells whether a menu item is open', () => {
    const s = snapshotOf({}, { type: 'layout.toggleMenuItem', id: 'welcome', level: 'top' });
    expect(selectIsMenuOpen(s, 'welcome')).toBe(true);
    expect(selectIsMenuOpen(s, 'other')).toBe(false);
  });

  it('keeps only the preferences, not open menus, the window width or the loaded messages, for saving', () => {
    const s = snapshotOf({}, { type: 'layout.toggleMenuItem', id: 'welcome', level: 'top' });
    expect(toPreferences(s.context)).toEqual(LAYOUT_DEFAULTS);
  });
});
