import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import { FLOW_CATALOG } from '../../machines/flows/flow-catalog';
import type { authMachine } from '../../machines/session/auth.machine';
import type { IdleActorRef } from '../session/idle-connected';
import { selectIsWarning, selectRemainingMs } from '../../machines/session/idle.selectors';
import { useT } from '../../ui/i18n/i18n-context';
import { SessionExpiryModal } from '../../ui/session/session-expiry-modal';
import { FlowView } from './flow-view';
import { authSimulation, SIMULATED_USER } from './simulated-session';
import type { FlowSimulation } from './use-flow-simulation';

const entry = FLOW_CATALOG.find((flow) => flow.id === 'auth')!;

function AuthScreen({ simulation }: { simulation: FlowSimulation }) {
  const t = useT();
  const snapshot = simulation.actor.getSnapshot() as SnapshotFrom<typeof authMachine>;
  const idle = snapshot.children.idle as IdleActorRef | undefined;
  const idleSnapshot = idle?.getSnapshot();
  if (snapshot.hasTag('busy')) return <Text>{t('flows.screenSigningIn')}</Text>;
  if (snapshot.matches('signedIn')) {
    if (idle && idleSnapshot && selectIsWarning(idleSnapshot)) {
      return (
        <SessionExpiryModal
          open
          inline
          remainingMs={selectRemainingMs(idleSnapshot)}
          onStay={() => idle.send({ type: 'idle.stay', now: simulation.clock.now() })}
          onLogoutNow={() => idle.send({ type: 'idle.logoutNow' })}
        />
      );
    }
    return <Text>{t('flows.screenWorking')}</Text>;
  }
  const { endReason, signInError } = snapshot.context;
  if (endReason) return <Text>{t('flows.screenSignedOut', { reason: endReason })}</Text>;
  if (signInError) return <Text>{t('flows.screenSignInError', { error: signInError })}</Text>;
  return <Text>{t('flows.screenSignIn')}</Text>;
}

const completeTokens = {
  access_token: 'simulated.access.token',
  id_token: 'simulated.id.token',
  tenant_id: SIMULATED_USER.tenantId,
  expires_in: 3600,
};

function AuthFlow() {
  return (
    <FlowView
      entry={entry}
      build={authSimulation}
      events={[
        {
          label: 'auth.signIn.password (demo)',
          event: () => ({
            type: 'auth.signIn.password',
            email: SIMULATED_USER.email,
            password: 'praxis-demo-1',
          }),
        },
        {
          label: 'auth.signIn.password (wrong password)',
          event: () => ({
            type: 'auth.signIn.password',
            email: SIMULATED_USER.email,
            password: 'wrong',
          }),
        },
        {
          label: 'auth.signIn.tokens (provider)',
          event: () => ({ type: 'auth.signIn.tokens', tokens: completeTokens, authCode: 'code' }),
        },
        {
          label: 'auth.signIn.tokens (no tenant_id)',
          event: () => ({
            type: 'auth.signIn.tokens',
            tokens: { ...completeTokens, tenant_id: undefined },
          }),
        },
        { label: 'http.unauthorized', event: () => ({ type: 'http.unauthorized' }) },
        { label: 'auth.logout (user)', event: () => ({ type: 'auth.logout', reason: 'user' }) },
      ]}
      screen={(simulation) => <AuthScreen simulation={simulation} />}
    />
  );
}

const meta = { title: 'Session flows/Sign-in and the session', component: AuthFlow } satisfies Meta<
  typeof AuthFlow
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A password sign-in, then 15 idle minutes: the idle child of signedIn ends the session. */
export const SignInThenIdle: Story = {
  play: async ({ canvas }) => {
    const screen = canvas.getByTestId('user-screen');
    await expect(screen).toHaveTextContent('sign-in page is shown');
    await userEvent.click(canvas.getByRole('button', { name: 'auth.signIn.password (demo)' }));
    await waitFor(() => expect(screen).toHaveTextContent('working in Praxis'));
    await expect(canvas.getByTestId('active-states')).toHaveTextContent(/^signedIn\./);
    for (let i = 0; i < 3; i += 1) {
      await userEvent.click(canvas.getByRole('button', { name: '+5 minutes' }));
    }
    await expect(screen).toHaveTextContent('reason: idle-watcher-1');
    await expect(canvas.getByTestId('active-states')).toHaveTextContent('signedOut');
  },
};

/** The login handler refuses a token set without tenant_id and stays signed out. */
export const MissingTenant: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'auth.signIn.tokens (no tenant_id)' }),
    );
    await expect(canvas.getByTestId('user-screen')).toHaveTextContent('missing-tokens');
  },
};

/** A 401 from the API ends a signed-in session with reason unauthorized. */
export const UnauthorizedEndsSession: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'auth.signIn.password (demo)' }));
    const screen = within(canvas.getByTestId('user-screen'));
    await waitFor(() => expect(screen.getByText(/working in Praxis/)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'http.unauthorized' }));
    await expect(canvas.getByTestId('user-screen')).toHaveTextContent('reason: unauthorized');
  },
};
