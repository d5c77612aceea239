import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '@chakra-ui/react';
import type { SessionConfig } from '../../config/session-config';
import { FLOW_CATALOG } from '../../machines/flows/flow-catalog';
import {
  selectIsRecording,
  selectIsWarning,
  selectRemainingMs,
} from '../../machines/session/idle.selectors';
import type { idleMachine } from '../../machines/session/idle.machine';
import { useT } from '../../ui/i18n/i18n-context';
import { SessionExpiryModal } from '../../ui/session/session-expiry-modal';
import type { SnapshotFrom } from 'xstate';
import { FlowView } from './flow-view';
import { idleSimulation, specSessionConfig } from './simulated-session';
import type { FlowSimulation } from './use-flow-simulation';

const entry = FLOW_CATALOG.find((flow) => flow.id === 'idle')!;

function IdleScreen({ simulation }: { simulation: FlowSimulation }) {
  const t = useT();
  const snapshot = simulation.actor.getSnapshot() as SnapshotFrom<typeof idleMachine>;
  if (snapshot.status === 'done') {
    return <Text>{t('flows.screenSignedOut', { reason: snapshot.output?.reason ?? '' })}</Text>;
  }
  if (selectIsRecording(snapshot)) return <Text>{t('flows.screenRecording')}</Text>;
  if (selectIsWarning(snapshot)) {
    return (
      <SessionExpiryModal
        open
        inline
        remainingMs={selectRemainingMs(snapshot)}
        onStay={() => simulation.send({ type: 'idle.stay', now: simulation.clock.now() })}
        onLogoutNow={() => simulation.send({ type: 'idle.logoutNow' })}
      />
    );
  }
  return <Text>{t('flows.screenWorking')}</Text>;
}

function IdleFlow({ config }: { config: SessionConfig }) {
  return (
    <FlowView
      entry={entry}
      allowSleep
      build={(clock) => idleSimulation(clock, config)}
      events={[
        { label: 'user.activity', event: (now) => ({ type: 'user.activity', now }) },
        { label: 'clock.tick (wake)', event: (now) => ({ type: 'clock.tick', now }) },
        { label: 'recording.start', event: (now) => ({ type: 'recording.start', now }) },
        { label: 'recording.stop', event: (now) => ({ type: 'recording.stop', now }) },
        { label: 'idle.stay', event: (now) => ({ type: 'idle.stay', now }) },
        { label: 'idle.logoutNow', event: () => ({ type: 'idle.logoutNow' }) },
        { label: 'tab.activity', event: (now) => ({ type: 'tab.activity', now }) },
        { label: 'tab.logout', event: () => ({ type: 'tab.logout' }) },
      ]}
      screen={(simulation) => <IdleScreen simulation={simulation} />}
    />
  );
}

const meta = {
  title: 'Session flows/Idle watchers',
  component: IdleFlow,
  args: { config: specSessionConfig },
} satisfies Meta<typeof IdleFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

async function advanceMinutes(canvas: ReturnType<typeof within>, minutes: number) {
  for (let i = 0; i < Math.floor(minutes / 5); i += 1) {
    await userEvent.click(canvas.getByRole('button', { name: '+5 minutes' }));
  }
  for (let i = 0; i < minutes % 5; i += 1) {
    await userEvent.click(canvas.getByRole('button', { name: '+1 minute' }));
  }
}

/** Spec defaults: watcher 1 signs the user out at 15 idle minutes, before watcher 2 can warn. */
export const Watcher1AtFifteenMinutes: Story = {
  play: async ({ canvas }) => {
    await advanceMinutes(canvas, 14);
    await userEvent.click(canvas.getByRole('button', { name: '+1 second' }));
    await expect(canvas.getByTestId('user-screen')).toHaveTextContent('working in Praxis');
    await advanceMinutes(canvas, 1);
    await expect(canvas.getByTestId('user-screen')).toHaveTextContent('reason: idle-watcher-1');
  },
};

/** Watcher 1 disabled by configuration: the warning at 28 minutes, the logout at 30. */
export const Watcher2WarningThenLogout: Story = {
  args: { config: { ...specSessionConfig, watcher1Ms: null } },
  play: async ({ canvas }) => {
    await advanceMinutes(canvas, 28);
    const screen = within(canvas.getByTestId('user-screen'));
    // The dialog fades in over its animation (a real browser frame, not the simulated clock).
    await waitFor(() => expect(screen.getByText('Session About to Expire')).toBeVisible());
    await expect(screen.getByRole('timer')).toHaveTextContent('2:00');
    await userEvent.click(canvas.getByRole('button', { name: 'user.activity' }));
    await expect(screen.getByText('Session About to Expire')).toBeVisible();
    await advanceMinutes(canvas, 2);
    await expect(canvas.getByTestId('user-screen')).toHaveTextContent('reason: idle-watcher-2');
  },
};

/** 'Stay Logged In' in the modal restarts both watchers. */
export const StayLoggedIn: Story = {
  args: { config: { ...specSessionConfig, watcher1Ms: null } },
  play: async ({ canvas }) => {
    await advanceMinutes(canvas, 28);
    const screen = within(canvas.getByTestId('user-screen'));
    await userEvent.click(screen.getByRole('button', { name: 'Stay Logged In' }));
    await expect(canvas.getByTestId('user-screen')).toHaveTextContent('working in Praxis');
    await expect(canvas.getByTestId('deadlines')).toHaveTextContent('28:00');
  },
};

/** A laptop asleep for 31 minutes fires no timer; the first wake signal ends the session. */
export const SleepThenWake: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Sleep 31 minutes (no timer fires)' }),
    );
    await expect(canvas.getByTestId('user-screen')).toHaveTextContent('working in Praxis');
    await userEvent.click(canvas.getByRole('button', { name: 'clock.tick (wake)' }));
    await expect(canvas.getByTestId('user-screen')).toHaveTextContent('reason: idle-watcher-1');
  },
};
