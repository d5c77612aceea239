import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SafetyAlert } from './safety-alert';

const meta = {
  title: 'Intake/Safety alert',
  component: SafetyAlert,
  args: { acknowledged: false, flagged: false, onAcknowledge: fn(), onBlur: fn() },
} satisfies Meta<typeof SafetyAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Raised: Story = {
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Safety alert: thoughts of death or self-harm');
    await expect(alert).toHaveTextContent("Saving this answer flags the patient's chart");
    await expect(canvas.getByRole('link', { name: 'Go to the risk assessment' })).toHaveAttribute(
      'href',
      '#intake-risk',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /acknowledge this alert/ }));
    await expect(args.onAcknowledge).toHaveBeenCalledWith(true);
  },
};

export const AcknowledgedAndFlagged: Story = {
  args: { acknowledged: true, flagged: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "The patient's chart has been flagged: Suicide risk.",
    );
    await expect(canvas.getByRole('checkbox', { name: /acknowledge this alert/ })).toBeChecked();
  },
};

export const RightToLeft: Story = {
  args: { flagged: true },
  globals: { direction: 'rtl', locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Alertă de siguranță');
  },
};
