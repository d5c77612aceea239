import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import type { DiagnosisInput } from '../../../common/contracts/patients.contract';
import { STORY_TODAY, storyDiagnoses } from './chart-story-data';
import { DiagnosesPanel, type DiagnosesPanelProps } from './diagnoses-panel';

const openForm = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: 'Record a diagnosis' }));

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

/** The form waits behind its button, which opens it with the focus on the code. */
export const FormClosedUntilAsked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText(/^ICD-10-CM code/)).toBeNull();
    await openForm(canvas);
    await expect(canvas.getByLabelText(/^ICD-10-CM code/)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByLabelText(/^ICD-10-CM code/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Record a diagnosis' })).toHaveFocus();
  },
};

export const FormErrors: Story = {
  args: { diagnoses: [] },
  play: async ({ canvas, args }) => {
    await openForm(canvas);
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

/** The chart's part: the new diagnosis is listed and `recorded` turns true once saved. */
function SavingDiagnoses(props: DiagnosesPanelProps) {
  const [saved, setSaved] = useState<DiagnosesPanelProps['diagnoses']>(props.diagnoses);
  const onSubmit = (input: DiagnosisInput) => {
    props.form!.onSubmit(input);
    const added = {
      ...input,
      onsetDate: null,
      id: 'new',
      status: 'active' as const,
      recordedAt: '',
    };
    setSaved((list) => [...(list ?? []), added]);
  };
  const recorded = saved !== props.diagnoses;
  return (
    <DiagnosesPanel {...props} diagnoses={saved} form={{ ...props.form!, onSubmit, recorded }} />
  );
}

/** Saved: the form closes, the diagnosis is listed and announced, the focus back on the button. */
export const Recorded: Story = {
  args: { diagnoses: [] },
  render: (args) => <SavingDiagnoses {...args} />,
  play: async ({ canvas, args }) => {
    await openForm(canvas);
    await userEvent.type(canvas.getByLabelText(/^ICD-10-CM code/), 'f41.1');
    await userEvent.type(canvas.getByLabelText(/^Description/), 'Generalized anxiety disorder');
    await userEvent.click(canvas.getByRole('button', { name: 'Record the diagnosis' }));
    await expect(args.form!.onSubmit).toHaveBeenCalledWith({
      code: 'F41.1',
      text: 'Generalized anxiety disorder',
      onsetDate: null,
    });
    // Announced politely, in the panel's own live region.
    await expect(
      canvas.getByText('The diagnosis is recorded.').closest('[role="status"]'),
    ).not.toBeNull();
    await expect(canvas.getByText('Generalized anxiety disorder')).toBeVisible();
    await expect(canvas.queryByLabelText(/^ICD-10-CM code/)).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Record a diagnosis' })).toHaveFocus(),
    );
  },
};

export const ServerRefused: Story = {
  args: {
    form: { today: STORY_TODAY, onSubmit: fn(), failure: 'onsetDate: Must not be in the future' },
  },
  play: async ({ canvas }) => {
    await openForm(canvas);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Must not be in the future');
  },
};

export const CareTeamOnly: Story = {
  args: { diagnoses: null, hidden: true, form: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Clinical details are visible to the patient's care team."),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Record a diagnosis' })).toBeNull();
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
