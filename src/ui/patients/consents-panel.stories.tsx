import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { STORY_TODAY, storyConsents } from './chart-story-data';
import { ConsentsPanel } from './consents-panel';

const meta = {
  title: 'Patients/Chart/Consents',
  component: ConsentsPanel,
  args: {
    consents: storyConsents,
    loading: false,
    failed: false,
    onRetry: fn(),
    form: { today: STORY_TODAY, onSubmit: fn() },
  },
} satisfies Meta<typeof ConsentsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentAndHistory: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'In force' })).toBeVisible();
    await expect(canvas.getAllByText('Prefers to come in person')).toHaveLength(2);
    await userEvent.selectOptions(canvas.getByLabelText('Consent'), 'recording-ai');
    await userEvent.click(canvas.getByRole('button', { name: 'Record the consent' }));
    await expect(args.form!.onSubmit).toHaveBeenCalledWith({
      kind: 'recording-ai',
      status: 'granted',
      effectiveDate: STORY_TODAY,
      note: null,
    });
  },
};

export const NoneYet: Story = {
  args: { consents: { current: [], history: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No consent recorded yet.')).toBeVisible();
  },
};

export const FutureDateRefused: Story = {
  play: async ({ canvas, args }) => {
    const date = canvas.getByLabelText(/^Effective date/);
    await userEvent.clear(date);
    await userEvent.type(date, '2027-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Record the consent' }));
    await expect(date).toHaveAccessibleDescription('Enter a real date, not in the future.');
    await expect(args.form!.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerRefused: Story = {
  args: {
    form: {
      today: STORY_TODAY,
      onSubmit: fn(),
      failure: 'effectiveDate: Must not be before the patient’s birth date',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Must not be before');
  },
};

export const ReadOnly: Story = {
  args: { form: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Record the consent' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { consents: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading consents…');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Consentements' })).toBeVisible();
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Consimțăminte' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Consents' }).getBoundingClientRect();
    await expect(heading.right).toBeGreaterThan(window.innerWidth / 2);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '同意书' })).toBeVisible();
  },
};
