import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyIntakes } from './documentation-story-data';
import { IntakesList } from './intakes-list';

const meta = {
  title: 'Patients/Chart/Intakes list',
  component: IntakesList,
  args: {
    patientId: 'p1',
    intakes: storyIntakes,
    loading: false,
    failed: false,
    hidden: false,
    mayStart: true,
    timeZone: 'Europe/Bucharest',
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof IntakesList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ForTheCareTeam: Story = {
  play: async ({ canvas, args }) => {
    const items = within(canvas.getByRole('list', { name: 'Intake' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent(/Intake of Nov 20, 2026.*Draft/);
    await expect(items[1]).toHaveTextContent('Signed');
    await userEvent.click(within(items[1]!).getByRole('link'));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      '/app/panels/hospital/therapyintakeform?patient=p1&intake=i1',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Start intake' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith(
      '/app/panels/hospital/therapyintakeform?patient=p1',
    );
  },
};

export const Empty: Story = {
  args: { intakes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No intake yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start intake' })).toBeVisible();
  },
};

export const HiddenFromStaff: Story = {
  args: { intakes: null, hidden: true, mayStart: false },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Clinical details are visible to the patient's care team."),
    ).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Loading: Story = {
  args: { intakes: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading intakes…');
  },
};

export const Failed: Story = {
  args: { intakes: null, failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The intakes could not be loaded.');
  },
};

export const RightToLeftRomanian: Story = {
  globals: { direction: 'rtl', locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Începe evaluarea inițială' })).toBeVisible();
  },
};
