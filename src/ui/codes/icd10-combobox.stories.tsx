import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Icd10Combobox } from './icd10-combobox';

const labels = {
  label: 'Add a diagnosis',
  hint: 'Type a code or words of its title.',
  results: 'Matching codes',
  alreadyChosen: '(chosen)',
  noMatch: 'No code matches.',
};

const meta = {
  title: 'Clinical codes/ICD-10-CM combobox',
  component: Icd10Combobox,
  args: { onPick: fn(), chosen: [], labels },
} satisfies Meta<typeof Icd10Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Words find codes; the arrow keys move, Enter picks, and a chosen code is marked. */
export const PickWithTheKeyboard: Story = {
  args: { chosen: ['F42.2'] },
  play: async ({ canvas, args }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Add a diagnosis' });
    await userEvent.type(combobox, 'obsessional');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('option', { name: /F42.2.*\(chosen\)/ })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onPick).toHaveBeenCalledTimes(1);
    await expect(combobox).toHaveValue('');
  },
};

/** Text that matches nothing says so, and Escape closes the list. */
export const NoMatch: Story = {
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Add a diagnosis' });
    await userEvent.type(combobox, 'zzzz');
    await expect(canvas.getByRole('status')).toHaveTextContent('No code matches.');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  },
};

/** With `onTyped`, Enter hands unmatched text to the form, whose error describes the field. */
export const TypedCodeRefused: Story = {
  args: { onTyped: fn(), onEdit: fn(), error: '“FX9” is not an ICD-10-CM code.' },
  play: async ({ canvas, args }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Add a diagnosis' });
    await expect(combobox).toHaveAccessibleDescription('“FX9” is not an ICD-10-CM code.');
    await userEvent.type(combobox, 'FX9{Enter}');
    await expect(args.onTyped).toHaveBeenCalledWith('FX9');
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Add a diagnosis' }), 'F32');
    await expect(canvas.getAllByRole('option').length).toBeGreaterThan(0);
  },
};
