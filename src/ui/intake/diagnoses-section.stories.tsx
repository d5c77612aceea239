import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DiagnosesSection } from './diagnoses-section';
import { storyContent } from './intake-story-data';

const meta = {
  title: 'Intake/Diagnoses',
  component: DiagnosesSection,
  args: { value: [], onChange: fn() },
} satisfies Meta<typeof DiagnosesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchByWords: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No diagnosis added.')).toBeVisible();
    const search = canvas.getByRole('combobox', { name: 'Add a diagnosis (ICD-10-CM)' });
    await userEvent.type(search, 'generalized anx');
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('option', { name: /F41\.1/ })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith([
      { code: 'F41.1', text: 'Generalized anxiety disorder' },
    ]);
    await expect(search).toHaveValue('');
  },
};

export const SearchByCodeWithArrows: Story = {
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('combobox');
    await userEvent.type(search, 'f43.1');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { selected: true })).toHaveTextContent('F43.11');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith([
      { code: 'F43.11', text: 'Post-traumatic stress disorder, acute' },
    ]);
  },
};

export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'xylophone');
    await expect(canvas.getByText('No code in the list matches.')).toBeVisible();
  },
};

export const WithDiagnoses: Story = {
  args: {
    value: [...storyContent().diagnoses, { code: 'Z56.0', text: 'Unemployment, unspecified' }],
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Z56.0' }));
    await expect(args.onChange).toHaveBeenCalledWith(storyContent().diagnoses);
  },
};

export const RightToLeft: Story = {
  args: { value: storyContent().diagnoses },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('F32.1')).toBeVisible();
  },
};
