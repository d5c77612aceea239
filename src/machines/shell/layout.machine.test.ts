import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { Messages } from '../../i18n/i18n';
import { BREAKPOINTS } from '../../config/constants';
import {
  LAYOUT_DEFAULTS,
  type LayoutLocale,
  type LayoutSettings,
} from '../../config/layout-settings';
import { layoutMachine, type LanguageLoad, type LayoutEvent } from './layout.machine';
import {
  selectEffectiveLayout,
  selectIsOffCanvasOpen,
  selectSidebarMode,
  toPreferences,
} from './layout.selectors';

const WIDE = 1440;

function start(settings: Partial<LayoutSettings> = {}, viewportWidth = WIDE) {
  const persist = vi.fn();
  const actor = createActor(
    layoutMachine.provide({
      actions: { persist: ({ context }) => persist(toPreferences(context)) },
    }),
    { input: { settings, viewportWidth } },
  ).start();
  const send = (event: LayoutEvent) => actor.send(event);
  return { actor, send, persist, context: () => actor.getSnapshot().context };
}

describe('layout defaults (spec §2)', () => {
  const { context } = start();

  it.each([
    ['the vertical layout', 'layout', 'vertical'],
    ['the light menu style', 'layoutType', 'menu-light'],
    ['the blue header', 'headerBackColor', 'blue'],
    ['a fixed navigation', 'navFixedLayout', true],
    ['a fixed header', 'headerFixedLayout', true],
    ['no boxed layout', 'boxLayout', false],
    ['no right-to-left', 'rtlLayout', false],
    ['language en', 'i18n', 'en'],
    ['an expanded menu', 'collapseMenu', false],
    ['no sub layout', 'subLayout', ''],
  ] as const)('starts with %s', (_name, field, value) => {
    expect(context()[field]).toBe(value);
  });

  it('starts with no open or triggered menu', () => {
    expect(context().isOpen).toEqual([]);
    expect(context().isTrigger).toEqual([]);
  });

  it('starts from restored preferences when given, keeping defaults for the rest', () => {
    const restored = start({ headerBackColor: 'green', rtlLayout: true }).context();
    expect(restored).toMatchObject({
      ...LAYOUT_DEFAULTS,
      headerBackColor: 'green',
      rtlLayout: true,
    });
  });
});

describe('layout actions (spec §4)', () => {
  it.each([
    ['toggle box layout', { type: 'layout.toggleBox' }, 'boxLayout', true],
    ['toggle fixed header', { type: 'layout.toggleFixedHeader' }, 'headerFixedLayout', false],
    ['toggle fixed navigation', { type: 'layout.toggleFixedNav' }, 'navFixedLayout', false],
    ['toggle right-to-left', { type: 'layout.toggleRtl' }, 'rtlLayout', true],
    ['change layout', { type: 'layout.change', layout: 'horizontal' }, 'layout', 'horizontal'],
    [
      'set sub layout',
      { type: 'layout.setSubLayout', subLayout: 'compact' },
      'subLayout',
      'compact',
    ],
    [
      'set header colour',
      { type: 'layout.setHeaderColor', color: 'purple' },
      'headerBackColor',
      'purple',
    ],
    ['set locale', { type: 'layout.setLocale', locale: 'zh' }, 'i18n', 'zh'],
    [
      'set layout type',
      { type: 'layout.setLayoutType', layoutType: 'menu-dark' },
      'layoutType',
      'menu-dark',
    ],
    ['toggle collapsed menu', { type: 'layout.toggleCollapse' }, 'collapseMenu', true],
  ] as const)('%s changes the setting and persists it', (_name, event, field, value) => {
    const { send, context, persist } = start();
    send(event);
    expect(context()[field]).toBe(value);
    expect(persist).toHaveBeenLastCalledWith(expect.objectContaining({ [field]: value }));
  });

  it.each([
    ['box layout', 'layout.toggleBox', 'boxLayout'],
    ['fixed header', 'layout.toggleFixedHeader', 'headerFixedLayout'],
    ['fixed navigation', 'layout.toggleFixedNav', 'navFixedLayout'],
    ['right-to-left', 'layout.toggleRtl', 'rtlLayout'],
  ] as const)('toggling %s twice restores it', (_name, type, field) => {
    const { send, context } = start();
    send({ type });
    send({ type });
    expect(context()[field]).toBe(LAYOUT_DEFAULTS[field]);
  });

  it('changing the layout clears the sub layout of the previous one', () => {
    const { send, context } = start({ subLayout: 'compact' });
    send({ type: 'layout.change', layout: 'horizontal' });
    expect(context().subLayout).toBe('');
  });

  it('the dark layout type forces the dark header', () => {
    const { send, context } = start({ headerBackColor: 'red' });
    send({ type: 'layout.setLayoutType', layoutType: 'dark' });
    expect(context()).toMatchObject({ layoutType: 'dark', headerBackColor: 'dark' });
  });

  it('the menu styles leave the chosen header colour alone', () => {
    const { send, context } = start({ headerBackColor: 'red' });
    send({ type: 'layout.setLayoutType', layoutType: 'menu-dark' });
    send({ type: 'layout.setLayoutType', layoutType: 'menu-light' });
    expect(context().headerBackColor).toBe('red');
  });

  it('a header colour picked after the dark layout type applies', () => {
    const { send, context } = start();
    send({ type: 'layout.setLayoutType', layoutType: 'dark' });
    send({ type: 'layout.setHeaderColor', color: 'teal' });
    expect(context().headerBackColor).toBe('teal');
  });

  const changed: Partial<LayoutSettings> = {
    layout: 'horizontal',
    subLayout: 'compact',
    collapseMenu: true,
    layoutType: 'dark',
    headerBackColor: 'orange',
    rtlLayout: true,
    navFixedLayout: false,
    headerFixedLayout: false,
    boxLayout: true,
    i18n: 'fr',
  };

  it.each([
    ['reset', { type: 'layout.reset' }],
    ['the reset layout type', { type: 'layout.setLayoutType', layoutType: 'reset' }],
  ] as const)('%s restores every default but keeps the chosen language', (_name, event) => {
    const { send, context, persist } = start(changed);
    send(event);
    const expected = { ...LAYOUT_DEFAULTS, i18n: 'fr' };
    expect(toPreferences(context())).toEqual(expected);
    expect(persist).toHaveBeenLastCalledWith(expected);
  });
});

describe('preferences from another tab', () => {
  it('applies them without saving them again', () => {
    const { send, context, persist } = start();
    const elsewhere = { ...LAYOUT_DEFAULTS, rtlLayout: true, headerBackColor: 'pink' } as const;
    send({ type: 'layout.restore', settings: elsewhere });
    expect(toPreferences(context())).toEqual(elsewhere);
    expect(persist).not.toHaveBeenCalled();
  });
});

describe('menu items', () => {
  it('a top-level item opens exclusively, closing the other open items', () => {
    const { send, context } = start();
    send({ type: 'layout.toggleMenuItem', id: 'welcome', level: 'top' });
    send({ type: 'layout.toggleMenuItem', id: 'patients', level: 'sub' });
    send({ type: 'layout.toggleMenuItem', id: 'reports', level: 'top' });
    expect(context().isOpen).toEqual(['reports']);
    expect(context().isTrigger).toEqual(['reports']);
  });

  it('toggling an open top-level item closes it', () => {
    const { send, context } = start();
    send({ type: 'layout.toggleMenuItem', id: 'welcome', level: 'top' });
    send({ type: 'layout.toggleMenuItem', id: 'welcome', level: 'top' });
    expect(context().isOpen).toEqual([]);
    expect(context().isTrigger).toEqual([]);
  });

  it('sub-menu items toggle independently of each other', () => {
    const { send, context } = start();
    send({ type: 'layout.toggleMenuItem', id: 'welcome', level: 'top' });
    send({ type: 'layout.toggleMenuItem', id: 'a', level: 'sub' });
    send({ type: 'layout.toggleMenuItem', id: 'b', level: 'sub' });
    expect(context().isOpen).toEqual(['welcome', 'a', 'b']);
    send({ type: 'layout.toggleMenuItem', id: 'a', level: 'sub' });
    expect(context().isOpen).toEqual(['welcome', 'b']);
    expect(context().isTrigger).toEqual(['welcome', 'b']);
  });

  it('opening menu items is not persisted', () => {
    const { send, persist } = start();
    send({ type: 'layout.toggleMenuItem', id: 'welcome', level: 'top' });
    expect(persist).not.toHaveBeenCalled();
  });
});

describe('responsive rules (spec §2, §9)', () => {
  const { mobilePx, autoCollapsePx } = BREAKPOINTS;

  it.each([
    [mobilePx - 1, 'offCanvas'],
    [mobilePx, 'collapsed'],
    [autoCollapsePx - 1, 'collapsed'],
    [autoCollapsePx, 'collapsed'],
    [autoCollapsePx + 1, 'expanded'],
  ] as const)('at %i px the sidebar is %s', (width, mode) => {
    const { actor } = start({}, width);
    expect(selectSidebarMode(actor.getSnapshot())).toBe(mode);
  });

  it.each([
    [mobilePx - 1, 'vertical'],
    [mobilePx, 'horizontal'],
  ] as const)('a horizontal layout at %i px shows as %s', (width, layout) => {
    const { actor } = start({ layout: 'horizontal' }, width);
    expect(selectEffectiveLayout(actor.getSnapshot())).toBe(layout);
  });

  it('the user collapse choice applies above 1024 px', () => {
    const { actor } = start({ collapseMenu: true }, autoCollapsePx + 1);
    expect(selectSidebarMode(actor.getSnapshot())).toBe('collapsed');
  });

  it('resizing across each boundary moves the sidebar between its modes', () => {
    const { actor, send } = start();
    const mode = () => selectSidebarMode(actor.getSnapshot());
    send({ type: 'viewport.resize', width: autoCollapsePx });
    expect(mode()).toBe('collapsed');
    send({ type: 'viewport.resize', width: mobilePx - 1 });
    expect(mode()).toBe('offCanvas');
    send({ type: 'viewport.resize', width: mobilePx });
    expect(mode()).toBe('collapsed');
    send({ type: 'viewport.resize', width: autoCollapsePx + 1 });
    expect(mode()).toBe('expanded');
    expect(actor.getSnapshot().context.viewportWidth).toBe(autoCollapsePx + 1);
  });

  it('under 992 px the toggle opens and closes the off-canvas sidebar without touching the saved choice', () => {
    const { actor, send, persist, context } = start({}, mobilePx - 1);
    send({ type: 'layout.toggleCollapse' });
    expect(selectIsOffCanvasOpen(actor.getSnapshot())).toBe(true);
    send({ type: 'layout.closeSidebar' });
    expect(selectIsOffCanvasOpen(actor.getSnapshot())).toBe(false);
    expect(context().collapseMenu).toBe(false);
    expect(persist).not.toHaveBeenCalled();
  });

  it('the off-canvas sidebar stays open while the width changes within the narrow band', () => {
    const { actor, send } = start({}, 400);
    send({ type: 'layout.toggleCollapse' });
    send({ type: 'viewport.resize', width: 500 });
    expect(selectIsOffCanvasOpen(actor.getSnapshot())).toBe(true);
  });

  it('between 992 and 1024 px the toggle expands the auto-collapsed sidebar until the band is left', () => {
    const { actor, send, context } = start({}, 1000);
    const mode = () => selectSidebarMode(actor.getSnapshot());
    send({ type: 'layout.toggleCollapse' });
    expect(mode()).toBe('expanded');
    expect(context().collapseMenu).toBe(false);
    send({ type: 'viewport.resize', width: 1200 });
    send({ type: 'viewport.resize', width: 1000 });
    expect(mode()).toBe('collapsed');
  });

  it('a saved collapse choice survives a trip through the narrow bands', () => {
    const { actor, send } = start();
    send({ type: 'layout.toggleCollapse' });
    send({ type: 'viewport.resize', width: 600 });
    send({ type: 'viewport.resize', width: WIDE });
    expect(selectSidebarMode(actor.getSnapshot())).toBe('collapsed');
  });
});

describe('the layout feeds and the language (invoked actors)', () => {
  const messagesOf = (locale: string) => ({ marker: locale }) as unknown as Messages;

  /** A language child that records what it is asked and answers when the test says. */
  function startWithFeeds(settings: Partial<LayoutSettings> = {}) {
    const asked: string[] = [];
    let answer: (event: LayoutEvent) => void = () => {};
    const viewport: { push?: (width: number) => void } = {};
    const reportLanguageFailure = vi.fn();
    const actor = createActor(
      layoutMachine.provide({
        actions: { reportLanguageFailure: (_, params) => reportLanguageFailure(params) },
        actors: {
          viewport: fromCallback(({ sendBack }) => {
            viewport.push = (width) => sendBack({ type: 'viewport.resize', width });
          }),
          language: fromCallback<LanguageLoad, { locale: LayoutLocale }>(
            ({ sendBack, receive, input }) => {
              answer = sendBack;
              asked.push(input.locale);
              receive((event) => asked.push(event.locale));
            },
          ),
        },
      }),
      { input: { settings, viewportWidth: WIDE } },
    ).start();
    return { actor, asked, answer: (e: LayoutEvent) => answer(e), viewport, reportLanguageFailure };
  }

  it('follows the width the viewport feed reports', () => {
    const { actor, viewport } = startWithFeeds();
    viewport.push?.(BREAKPOINTS.mobilePx - 1);
    expect(selectSidebarMode(actor.getSnapshot())).toBe('offCanvas');
  });

  it('asks for the saved language at start and shows it once loaded', () => {
    const { actor, asked, answer } = startWithFeeds({ i18n: 'ro' });
    expect(asked).toEqual(['ro']);
    expect(actor.getSnapshot().context.languageStatus).toBe('loading');
    answer({ type: 'language.loaded', language: { locale: 'ro', messages: messagesOf('ro') } });
    expect(actor.getSnapshot().context).toMatchObject({
      languageStatus: 'ready',
      language: { locale: 'ro' },
    });
  });

  it('keeps showing the current language while a newly chosen one loads', () => {
    const { actor, asked, answer } = startWithFeeds();
    answer({ type: 'language.loaded', language: { locale: 'en', messages: messagesOf('en') } });
    actor.send({ type: 'layout.setLocale', locale: 'zh' });
    expect(asked).toEqual(['en', 'zh']);
    expect(actor.getSnapshot().context).toMatchObject({
      i18n: 'zh',
      languageStatus: 'loading',
      language: { locale: 'en' },
    });
  });

  it('keeps the shown language and reports it when the chosen one cannot load', () => {
    const { actor, answer, reportLanguageFailure } = startWithFeeds();
    answer({ type: 'language.loaded', language: { locale: 'en', messages: messagesOf('en') } });
    actor.send({ type: 'layout.setLocale', locale: 'fr' });
    const error = new Error('offline');
    answer({ type: 'language.failed', locale: 'fr', error });
    expect(actor.getSnapshot().context).toMatchObject({
      languageStatus: 'failed',
      language: { locale: 'en' },
    });
    expect(reportLanguageFailure).toHaveBeenCalledWith({ locale: 'fr', error });
  });

  it('loads the language another tab chose', () => {
    const { actor, asked } = startWithFeeds();
    actor.send({ type: 'layout.restore', settings: { ...LAYOUT_DEFAULTS, i18n: 'fr' } });
    expect(asked).toEqual(['en', 'fr']);
  });
});
