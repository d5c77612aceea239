import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { FLOW_CATALOG } from '../../machines/flows/flow-catalog';
import { layoutMachine } from '../../machines/shell/layout.machine';
import {
  selectEffectiveLayout,
  selectSidebarMode,
  type LayoutSnapshot,
} from '../../machines/shell/layout.selectors';
import { FlowView } from './flow-view';

const entry = FLOW_CATALOG.find((flow) => flow.id === 'layout')!;

function LayoutFlow() {
  return (
    <FlowView
      entry={entry}
      build={() => ({ logic: layoutMachine, input: { viewportWidth: 1280 } })}
      events={[
        { label: 'viewport.resize (900)', event: () => ({ type: 'viewport.resize', width: 900 }) },
        {
          label: 'viewport.resize (1000)',
          event: () => ({ type: 'viewport.resize', width: 1000 }),
        },
        {
          label: 'viewport.resize (1280)',
          event: () => ({ type: 'viewport.resize', width: 1280 }),
        },
        { label: 'layout.toggleCollapse', event: () => ({ type: 'layout.toggleCollapse' }) },
        {
          label: 'layout.change (horizontal)',
          event: () => ({ type: 'layout.change', layout: 'horizontal' }),
        },
        {
          label: 'layout.setLayoutType (dark)',
          event: () => ({ type: 'layout.setLayoutType', layoutType: 'dark' }),
        },
        {
          label: 'layout.setLayoutType (reset)',
          event: () => ({ type: 'layout.setLayoutType', layoutType: 'reset' }),
        },
        { label: 'layout.toggleRtl', event: () => ({ type: 'layout.toggleRtl' }) },
      ]}
      screen={({ actor }) => {
        const snapshot = actor.getSnapshot() as LayoutSnapshot;
        return (
          <dl>
            <dt>Sidebar</dt>
            <dd data-testid="sidebar-mode">{selectSidebarMode(snapshot)}</dd>
            <dt>Layout</dt>
            <dd data-testid="effective-layout">{selectEffectiveLayout(snapshot)}</dd>
            <dt>Header</dt>
            <dd>{snapshot.context.headerBackColor}</dd>
          </dl>
        );
      }}
    />
  );
}

const meta = { title: 'Session flows/Layout settings', component: LayoutFlow } satisfies Meta<
  typeof LayoutFlow
>;
export default meta;

export const ResponsiveRules: StoryObj<typeof meta> = {
  // The diagram library loads before the story renders, so the play waits on no download.
  loaders: [() => import('mermaid')],
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('active-states')).toHaveTextContent('wide');
    await userEvent.click(canvas.getByRole('button', { name: 'layout.change (horizontal)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'viewport.resize (1000)' }));
    await expect(canvas.getByTestId('active-states')).toHaveTextContent('medium.collapsed');
    await expect(canvas.getByTestId('sidebar-mode')).toHaveTextContent('collapsed');
    await userEvent.click(canvas.getByRole('button', { name: 'viewport.resize (900)' }));
    await expect(canvas.getByTestId('effective-layout')).toHaveTextContent('vertical');
    // Mermaid lays the diagram out after the loader: on a loaded 2-core machine that can take
    // longer than the default wait (a CI run failed so), so allow it up to 10 s.
    await expect(
      await canvas.findByTestId('state-diagram', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};
