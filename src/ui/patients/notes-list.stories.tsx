import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyNotes } from './documentation-story-data';
import { NotesList } from './notes-list';

const meta = {
  title: 'Patients/Chart/Notes list',
  component: NotesList,
  args: {
    notes: storyNotes,
    loading: false,
    failed: false,
    timeZone: 'Europe/Bucharest',
    withLinks: true,
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof NotesList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ForTheCareTeam: Story = {
  play: async ({ canvas, args }) => {
    const items = within(canvas.getByRole('list', { name: 'Notes' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    // Latest session first; 08:00 UTC is 10:00 in Bucharest.
    await expect(items[0]).toHaveTextContent(/DAP note, session of Nov 17, 2026, 10:00.*Draft/);
    await expect(items[1]).toHaveTextContent(/Signed.*by Dana Demo.*Addenda: 2/);
    await expect(items[2]).toHaveTextContent('Entered in error');
    await userEvent.click(within(items[1]!).getByRole('link'));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      '/app/panels/hospital/therapysoapform?session=s1',
    );
  },
};

export const StatusOnlyForStaff: Story = {
  args: { withLinks: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByText('Signed')).toBeVisible();
    await expect(canvas.getByText(/the contents are for the care team/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { notes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No notes yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { notes: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading notes…');
  },
};

export const Failed: Story = {
  args: { notes: null, failed: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The notes could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again: Notes' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '记录' })).toBeVisible();
    await expect(canvas.getByText('已签署')).toBeVisible();
  },
};
