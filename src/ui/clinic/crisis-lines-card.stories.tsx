import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CrisisLinesCard } from './crisis-lines-card';

const SET = {
  clinicLine: 'Harbour Clinic on call: +44 20 7946 0000 (9:00–21:00)',
  nationalLine: 'Samaritans: 116 123 (24 hours)',
};

const meta = {
  title: 'Clinic/Crisis lines',
  component: CrisisLinesCard,
  args: { crisisLines: { clinicLine: null, nationalLine: null }, editable: true, onSave: fn() },
} satisfies Meta<typeof CrisisLinesCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnlyUnset: Story = {
  args: { editable: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Not set: patients see the default text')).toHaveLength(2);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const ReadOnlySet: Story = {
  args: { editable: false, crisisLines: SET },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(SET.nationalLine)).toBeVisible();
  },
};

export const EditableSets: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('The clinic’s crisis line'), SET.clinicLine);
    await userEvent.click(canvas.getByRole('button', { name: 'Save the crisis lines' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      clinicLine: SET.clinicLine,
      nationalLine: null,
    });
  },
};

export const TooLong: Story = {
  args: { crisisLines: { clinicLine: 'x'.repeat(301), nationalLine: null } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('At most 300 characters.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save the crisis lines' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { crisisLines: SET, saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The crisis lines are saved.')).toBeVisible();
  },
};

export const Refused: Story = {
  args: { crisisLines: SET, failure: { kind: 'forbidden' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: { crisisLines: SET },
  globals: { direction: 'rtl' },
};
