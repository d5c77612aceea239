import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MatcherCodesForm } from './matcher-codes-form';

const meta = {
  title: 'Knowledge/Matcher/Codes form',
  component: MatcherCodesForm,
  args: { onSubmit: fn(), pending: false },
} satisfies Meta<typeof MatcherCodesForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PickAndSubmit: Story = {
  play: async ({ canvas, args }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Add an ICD-10-CM diagnosis' });
    await userEvent.type(combobox, 'F42.2');
    await expect(canvas.getByRole('option', { name: /F42.2/ })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('list', { name: 'Diagnoses' })).toHaveTextContent(
      'F42.2Mixed obsessional thoughts and acts',
    );
    await userEvent.type(canvas.getByLabelText('Presenting problems'), 'checking the locks');
    await userEvent.selectOptions(canvas.getByLabelText('Age group'), 'Adults');
    await userEvent.click(canvas.getByRole('button', { name: 'Find treatments' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      diagnoses: ['F42.2'],
      problems: 'checking the locks',
      ageGroup: 'adult',
    });
  },
};

export const InvalidCode: Story = {
  play: async ({ canvas, args }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Add an ICD-10-CM diagnosis' });
    await userEvent.type(combobox, 'FX9{Enter}');
    await expect(canvas.getByText(/is not an ICD-10-CM code/)).toBeVisible();
    await expect(combobox).toHaveAccessibleDescription(
      '“FX9” is not an ICD-10-CM code: use a code such as F32.1, or pick one from the list.',
    );
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('No diagnosis added yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Find treatments' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Add a diagnosis or describe the presenting problems.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Matching treatments…' })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const label = canvas.getByText('Presenting problems').getBoundingClientRect();
    await expect(label.right).toBeGreaterThan(window.innerWidth / 2);
  },
};
