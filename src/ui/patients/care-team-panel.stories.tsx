import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CareTeamPanel } from './care-team-panel';

const team = [
  { id: 'c2', name: 'Ion Popescu', primary: false },
  { id: 'c1', name: 'Dana Demo', primary: true },
];
const clinicians = [
  { id: 'c1', name: 'Dana Demo' },
  { id: 'c2', name: 'Ion Popescu' },
  { id: 'c3', name: 'Wei Zhang' },
];

const meta = {
  title: 'Patients/Chart/Care team',
  component: CareTeamPanel,
  args: { team, clinicians, onSave: fn() },
} satisfies Meta<typeof CareTeamPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PrimaryFirst: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Dana Demo');
    await expect(items[0]).toHaveTextContent('Primary');
  },
};

export const Editing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit the care team' }));
    // The primary clinician stays on the team.
    await expect(canvas.getByRole('checkbox', { name: /Dana Demo/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Wei Zhang' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ion Popescu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save the care team' }));
    await expect(args.onSave).toHaveBeenCalledWith(['c1', 'c3']);
  },
};

export const SaveRefused: Story = {
  args: { failure: 'Not an active clinician of this clinic: c3' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit the care team' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not an active clinician');
  },
};

export const ReadOnly: Story = {
  args: { clinicians: undefined, onSave: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Edit the care team' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { team: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No one is on the care team yet.')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Équipe de soins' })).toBeVisible();
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Echipa de îngrijire' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('主治')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Care team' }).getBoundingClientRect();
    await expect(heading.right).toBeGreaterThan(window.innerWidth / 2);
  },
};
