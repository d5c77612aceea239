import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { BREAKPOINTS } from '../../config/constants';
import { layoutMachine, type LayoutEvent } from './layout.machine';
import { selectEffectiveLayout, selectSidebarMode, type LayoutSnapshot } from './layout.selectors';

const { mobilePx, autoCollapsePx } = BREAKPOINTS;

/** Widths on both sides of every boundary, and every event that moves the sidebar or the layout. */
const events: LayoutEvent[] = [
  ...[mobilePx - 1, mobilePx, autoCollapsePx, autoCollapsePx + 1].map((width): LayoutEvent => ({
    type: 'viewport.resize',
    width,
  })),
  { type: 'layout.toggleCollapse' },
  { type: 'layout.closeSidebar' },
  { type: 'layout.change', layout: 'horizontal' },
  { type: 'layout.change', layout: 'vertical' },
];

const paths = getShortestPaths(layoutMachine, { input: { viewportWidth: 1440 }, events });
const describePath = (steps: { event: LayoutEvent }[]) =>
  steps.map(({ event }) => JSON.stringify(event)).join(' → ');

/** The responsive rules of spec §2, stated once over the context alone. */
function expectedLook(s: LayoutSnapshot) {
  const { viewportWidth: width, layout, collapseMenu } = s.context;
  if (width < mobilePx) return { layout: 'vertical', sidebar: ['offCanvas'] };
  if (width <= autoCollapsePx) return { layout, sidebar: ['collapsed', 'expanded'] };
  return { layout, sidebar: [collapseMenu ? 'collapsed' : 'expanded'] };
}

describe('layout responsive rules over every reachable state', () => {
  it('reaches every sidebar state of every viewport band', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const value of [
      { narrow: 'closed' },
      { narrow: 'open' },
      { medium: 'collapsed' },
      { medium: 'expanded' },
      'wide',
    ]) {
      expect(reached).toContain(JSON.stringify(value));
    }
  });

  it('shows the layout and sidebar the width calls for, whatever the path to it', () => {
    for (const { state, steps } of paths) {
      const expected = expectedLook(state);
      const where = describePath(steps);
      expect(selectEffectiveLayout(state), where).toBe(expected.layout);
      expect(expected.sidebar, where).toContain(selectSidebarMode(state));
    }
  });

  it('auto-collapses on entering the 992 to 1024 px band, whatever was expanded before', () => {
    // Each step holds the state after its event, so the one before the last is where the path came from.
    const entering = paths.filter(
      ({ state, steps }) => state.matches('medium') && !steps.at(-2)?.state.matches('medium'),
    );
    expect(entering.length).toBeGreaterThan(0);
    for (const { state, steps } of entering) {
      expect(selectSidebarMode(state), describePath(steps)).toBe('collapsed');
    }
  });
});
