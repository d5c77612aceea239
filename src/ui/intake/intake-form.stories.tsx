import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyIntakeContent, type IntakeContent } from '../../../common/contracts/intake.contract';
import { IntakeForm, type IntakeFormProps } from './intake-form';
import { storyContent } from './intake-story-data';

/** The form with its content in state, as the page's draft keeps it. */
function LiveForm(props: Omit<IntakeFormProps, 'content' | 'onChange'> & { start: IntakeContent }) {
  const { start, ...rest } = props;
  const [content, setContent] = useState(start);
  return <IntakeForm {...rest} content={content} onChange={setContent} />;
}

const meta = {
  title: 'Intake/Form',
  component: LiveForm,
  args: {
    start: emptyIntakeContent(),
    flagged: false,
    onSign: fn(),
    onBlur: fn(),
    inlineDialog: true,
  },
} satisfies Meta<typeof LiveForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewIntake: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Intake sections' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(10);
    await expect(within(nav).getByRole('link', { name: 'Risk assessment' })).toHaveAttribute(
      'href',
      '#intake-risk',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Sign intake' })).toBeEnabled();
  },
};

export const AlertRaisedThenAcknowledged: Story = {
  play: async ({ canvas }) => {
    const item9 = canvas.getByRole('group', { name: /^9\. Thoughts that you would be better off/ });
    await userEvent.click(within(item9).getByRole('radio', { name: 'Several days (1)' }));
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Safety alert');
    const sign = canvas.getByRole('button', { name: 'Sign intake' });
    await expect(sign).toBeDisabled();
    await userEvent.click(within(alert).getByRole('checkbox'));
    const risk = canvas.getByRole('region', { name: 'Risk assessment' });
    await userEvent.click(within(risk).getByRole('radio', { name: 'High' }));
    await userEvent.type(within(risk).getByRole('textbox', { name: /Rationale/ }), 'Active plan.');
    await expect(sign).toBeEnabled();
  },
};

export const Completed: Story = {
  args: { start: storyContent(), flagged: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('has been flagged');
    await expect(canvas.getByRole('button', { name: 'Sign intake' })).toBeEnabled();
  },
};

export const RightToLeft: Story = {
  args: { start: storyContent(), flagged: true },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Intake sections' })).toBeVisible();
  },
};
