import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { STORY_TODAY, storyDiagnoses } from './chart-story-data';
import { DiagnosesPanel } from './diagnoses-panel';

const meta = {
  title: 'Patients/Chart/Diagnoses',
  component: DiagnosesPanel,
  args: {
    diagnoses: storyDiagnoses,
    loading: false,
    failed: false,
    hidden: false,
    onRetry: fn(),
    form: { today: STORY_TODAY, onSubmit: fn() },
  },
} satisfies Meta<typeof DiagnosesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('F32.1')).toBeVisible();
    await expect(canvas.getByText('Resolved')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { diagnoses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No diagnoses recorded.')).toBeVisible();
  },
};

export const FormErrors: Story = {
  args: { diagnoses: [] },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^ICD-10-CM code/), 'F3');
    await userEvent.click(canvas.getByRole('button', { name: 'Record the diagnosis' }));
    await expect(canvas.getByLabelText(/^ICD-10-CM code/)).toHaveAccessibleDescription(
      expect.stringContaining('Use an ICD-10-CM code such as F32.1.'),
    );
    await expect(canvas.getByLabelText(/^ICD-10-CM code/)).toHaveFocus();
    await expect(canvas.getByLabelText(/^Description/)).toHaveAccessibleDescription(
      'Enter the description.',
    );
    await expect(args.form!.onSubmit).not.toHaveBeenCalled();
  },
};

export const Recorded: Story = {
  args: { diagnoses: [] },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^ICD-10-CM code/), 'f41.1');
    await userEvent.type(canvas.getByLabelText(/^Description/), 'Generalized anxiety disorder');
    await userEvent.click(canvas.getByRole('button', { name: 'Record the diagnosis' }));
    await expect(args.form!.onSubmit).toHaveBeenCalledWith({
      code: 'F41.1',
      text: 'Generalized anxiety disorder',
      onsetDate: null,
    });
  },
};

export const ServerRefused: Story = {
  args: {
    form: { today: STORY_TODAY, onSubmit: fn(), failure: 'onsetDate: Must not be in the future' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Must not be in the future');
  },
};

export const CareTeamOnly: Story = {
  args: { diagnoses: null, hidden: true, form: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Clinical details are visible to the patient's care team."),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { diagnoses: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading diagnoses…');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Diagnostics' })).toBeVisible();
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Diagnostice' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '诊断' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Diagnoses' }).getBoundingClientRect();
    await expect(heading.right).toBeGreaterThan(window.innerWidth / 2);
  },
};
