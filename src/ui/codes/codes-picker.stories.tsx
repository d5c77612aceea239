import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ChosenCode } from './chosen-codes';
import { CodesPicker, type CodesPickerProps } from './codes-picker';

const labels: CodesPickerProps['labels'] = {
  chosen: {
    none: 'No diagnosis yet.',
    list: 'Chosen diagnoses',
    removeShort: 'Remove',
    remove: (code) => `Remove ${code}`,
  },
  search: {
    label: 'Add a diagnosis',
    hint: 'Type a code or words of its title.',
    results: 'Matching codes',
    alreadyChosen: '(chosen)',
    noMatch: 'No code matches.',
  },
};

const DEPRESSION = { code: 'F32.1', text: 'Major depressive disorder, single episode, moderate' };

/** The picker holding its own value, as the intake and the matcher hold theirs. */
function Picker(props: Omit<CodesPickerProps, 'value'> & { initial: ChosenCode[] }) {
  const { initial, onChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <CodesPicker
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Clinical codes/Codes picker',
  component: Picker,
  args: { initial: [], onChange: fn(), max: 3, labels },
} satisfies Meta<typeof Picker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A code picked from the search joins the list; picking it again adds nothing. */
export const PickAndPickAgain: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No diagnosis yet.')).toBeVisible();
    const search = canvas.getByRole('combobox', { name: 'Add a diagnosis' });
    await userEvent.type(search, 'F43.10{Enter}');
    const list = canvas.getByRole('list', { name: 'Chosen diagnoses' });
    await expect(list).toHaveTextContent('F43.10Post-traumatic stress disorder, unspecified');
    await userEvent.type(search, 'F43.10{Enter}');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** At the most a record holds, the search goes; removing one brings it back. */
export const AtTheMost: Story = {
  args: { initial: [DEPRESSION], max: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove F32.1' }));
    await expect(canvas.getByRole('combobox', { name: 'Add a diagnosis' })).toBeVisible();
  },
};

/** A title longer than the record keeps is cut to it. */
export const TitleCutToTheRecord: Story = {
  args: { titleMax: 12 },
  play: async ({ canvas, args }) => {
    await userEvent.type(
      canvas.getByRole('combobox', { name: 'Add a diagnosis' }),
      'F43.10{Enter}',
    );
    await expect(args.onChange).toHaveBeenCalledWith([{ code: 'F43.10', text: 'Post-traumat' }]);
  },
};

/** Where typed codes are taken, a well-formed code off the list is added; a malformed one is refused, said on the field. */
export const TypedCodes: Story = {
  args: { typedCodes: { invalid: (text) => `“${text}” is not an ICD-10-CM code.` } },
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('combobox', { name: 'Add a diagnosis' });
    await userEvent.type(search, 'FX9{Enter}');
    await expect(search).toHaveAccessibleDescription(/“FX9” is not an ICD-10-CM code\./);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(search);
    await userEvent.type(search, 'F99.99{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith([{ code: 'F99.99', text: '' }]);
    await expect(search).not.toHaveAccessibleDescription(/not an ICD-10-CM code/);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { initial: [DEPRESSION] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove F32.1' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Add a diagnosis' })).toBeVisible();
  },
};
