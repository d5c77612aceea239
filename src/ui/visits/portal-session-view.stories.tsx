import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type {
  PortalSessionResponse,
  UpcomingPortalSession,
} from '../../../common/contracts/portal-visits.contract';
import { PortalSessionView } from './portal-session-view';
import { storyInPerson, storySessions, storyVideo } from './visits-story-data';

const frame = {
  timeZone: storySessions.timeZone,
  clinicName: storySessions.clinicName,
  clinicPhone: storySessions.clinicPhone,
  policy: storySessions.policy,
};
const ready = (session: PortalSessionResponse['session'], extra: Partial<typeof frame> = {}) =>
  ({ kind: 'ready', data: { ...frame, ...extra, session } }) as const;
const withRequest = (status: 'pending' | 'confirmed' | 'declined'): UpcomingPortalSession => ({
  ...storyInPerson,
  timeRequest: {
    id: 'r1',
    sessionId: storyInPerson.id,
    startsAt: '2026-06-11T11:00:00.000Z',
    endsAt: '2026-06-11T11:50:00.000Z',
    status,
    requestedAt: '2026-06-08T05:00:00.000Z',
    decidedAt: status === 'pending' ? null : '2026-06-08T07:00:00.000Z',
  },
});

const meta = {
  title: 'Visits/Patient session view',
  component: PortalSessionView,
  args: {
    state: ready(storyInPerson),
    onRetry: fn(),
    backHref: '/portal',
    onCancel: fn(),
    slots: { kind: 'idle' },
    onShowSlots: fn(),
    onAsk: fn(),
  },
  globals: { viewport: { value: 'mobile2' } },
} satisfies Meta<typeof PortalSessionView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CancelAllowed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Room 2, Strada Lipscani 12')).toBeVisible();
    // The deadline on the clinic's clock: 07:00Z is 10:00 in Bucharest.
    await expect(canvas.getByText(/cancel here until Tuesday, June 9, 2026.*10:00/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the session' }));
    await userEvent.type(canvas.getByLabelText('A word for the clinic (optional)'), 'Travelling');
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, cancel it' }));
    await expect(args.onCancel).toHaveBeenCalledWith('Travelling');
  },
};

export const CancelRefusedOutsideTheWindow: Story = {
  args: { state: ready(storyVideo) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/too late to cancel here/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel the session' })).toBeNull();
    await expect(
      canvas.getByRole('link', { name: 'Call the clinic: +40 21 000 0000' }),
    ).toHaveAttribute('href', 'tel:+40210000000');
    await expect(canvas.getByRole('link', { name: 'Join the video session' })).toBeVisible();
  },
};

export const CancelRefusedByTheServer: Story = {
  args: { cancelProblem: 'This session can no longer be cancelled here.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/could not be cancelled: This session/)).toBeVisible();
  },
};

export const JustCancelled: Story = {
  args: { cancelled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The session is cancelled.');
  },
};

export const FreeSlots: Story = {
  args: {
    slots: {
      kind: 'ready',
      slots: [
        { startsAt: '2026-06-11T11:00:00.000Z', endsAt: '2026-06-11T11:50:00.000Z' },
        { startsAt: '2026-06-11T11:50:00.000Z', endsAt: '2026-06-11T12:40:00.000Z' },
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: /June 11, 2026.*2:00.*Ask for this time/ }),
    );
    await expect(args.onAsk).toHaveBeenCalledWith('2026-06-11T11:00:00.000Z');
  },
};

export const NoFreeSlots: Story = {
  args: { slots: { kind: 'ready', slots: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/no free time in the coming weeks/)).toBeVisible();
  },
};

export const AskForSlots: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show free times' }));
    await expect(args.onShowSlots).toHaveBeenCalled();
  },
};

export const RequestPending: Story = {
  args: { state: ready(withRequest('pending')) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You asked for .*June 11, 2026/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show free times' })).toBeNull();
  },
};

export const RequestConfirmed: Story = {
  args: { state: ready(withRequest('confirmed')) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/The clinic confirmed your new time/)).toBeVisible();
  },
};

export const RequestDeclined: Story = {
  args: { state: ready(withRequest('declined')) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/could not give you/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show free times' })).toBeVisible();
  },
};

export const SelfSchedulingOff: Story = {
  args: {
    state: ready(storyInPerson, { policy: { cancellationWindowHours: 24, selfScheduling: false } }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('To move this session, please contact the clinic.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show free times' })).toBeNull();
  },
};

export const Past: Story = {
  args: {
    state: ready({
      kind: 'past',
      id: 's0',
      startsAt: '2026-06-01T07:00:00.000Z',
      status: 'finished',
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: /Session on Monday, June 1, 2026/ }),
    ).toBeVisible();
    await expect(canvas.getByText('Took place')).toBeVisible();
    await expect(canvas.queryByText('Dr Ioana Marin')).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the session…');
  },
};

export const NotFound: Story = {
  args: { state: { kind: 'not-found' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This session cannot be found.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  globals: { viewport: { value: 'mobile2' }, direction: 'rtl', locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '取消此会谈' })).toBeVisible();
  },
};
