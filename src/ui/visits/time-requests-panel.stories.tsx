import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TimeRequestsPanel } from './time-requests-panel';
import { STORY_ZONE, storyRequest } from './visits-story-data';

const meta = {
  title: 'Visits/Front desk: requests for another time',
  component: TimeRequestsPanel,
  args: {
    state: { kind: 'ready', timeZone: STORY_ZONE, requests: [storyRequest] },
    onConfirm: fn(),
    onDecline: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TimeRequestsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Ana Popescu (demo) with Dr Ioana Marin')).toBeVisible();
    // 11:00Z is 14:00 in Bucharest (summer time).
    await expect(canvas.getByText(/Thursday, June 11, 2026.*2:00/)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Confirm the new time for Ana Popescu (demo)' }),
    );
    await expect(args.onConfirm).toHaveBeenCalledWith(storyRequest);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Decline the new time for Ana Popescu (demo)' }),
    );
    await expect(args.onDecline).toHaveBeenCalledWith(storyRequest);
  },
};

export const Answering: Story = {
  args: { busyId: storyRequest.id },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Decline the new time for Ana Popescu (demo)' }),
    ).toBeDisabled();
  },
};

export const RefusedSlotTaken: Story = {
  args: {
    problem: { id: storyRequest.id, reason: 'That time is no longer free: choose another.' },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/could not be answered: That time is no longer free/),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the requests…');
  },
};

export const Failed: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NoneWaiting: Story = {
  args: { state: { kind: 'ready', timeZone: STORY_ZONE, requests: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '更改时间的申请' })).toBeVisible();
  },
};
