import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ConsentInput } from '../../../common/contracts/patients.contract';
import { STORY_TODAY, storyConsents } from './chart-story-data';
import { ConsentsPanel, type ConsentsPanelProps } from './consents-panel';

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

/** Each entry once: the ones in force, then only the earlier ones (the grant withdrawn since). */
export const InForceAndEarlier: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'In force' })).toBeVisible();
    await expect(canvas.getAllByText('Prefers to come in person')).toHaveLength(1);
    const earlier = canvas.getByRole('heading', { name: 'Earlier entries' }).parentElement!;
    await expect(within(earlier).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(earlier).getByText('Granted')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'History' })).toBeNull();
  },
};

/** Nothing withdrawn or replaced: no "Earlier entries" heading over an empty list. */
export const NothingEarlier: Story = {
  args: { consents: { current: storyConsents.current, history: storyConsents.current } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Prefers to come in person')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Earlier entries' })).toBeNull();
  },
};

/** The form waits behind its button; it opens in place with the focus on its first field. */
export const RecordsAConsent: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByLabelText('Consent')).toBeNull();
    const open = canvas.getByRole('button', { name: 'Record a consent' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByLabelText('Consent')).toHaveFocus();
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

/** The portal's consent is recorded by the portal invitation only: the form does not offer it. */
export const NoPortalConsentByHand: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Record a consent' }));
    const kinds = within(canvas.getByLabelText('Consent')).getAllByRole('option');
    await expect(kinds.map((option) => (option as HTMLOptionElement).value)).not.toContain(
      'portal',
    );
    await expect(kinds).toHaveLength(5);
  },
};

/** Cancel and Escape close the form unsaved and give the focus back to its button. */
export const CancelAndEscapeClose: Story = {
  play: async ({ canvas, args }) => {
    const open = canvas.getByRole('button', { name: 'Record a consent' });
    await userEvent.click(open);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByLabelText('Consent')).toBeNull();
    await expect(open).toHaveFocus();
    await userEvent.click(open);
    await userEvent.type(canvas.getByLabelText(/^Note/), 'half typed');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByLabelText(/^Note/)).toBeNull();
    await expect(open).toHaveFocus();
    await expect(args.form!.onSubmit).not.toHaveBeenCalled();
  },
};

/** The chart's part: `recorded` turns true once the server has the entry. */
function SavingConsents(props: ConsentsPanelProps) {
  const [recorded, setRecorded] = useState(false);
  const onSubmit = (input: ConsentInput) => {
    props.form!.onSubmit(input);
    setRecorded(true);
  };
  return <ConsentsPanel {...props} form={{ ...props.form!, onSubmit, recorded }} />;
}

/** A saved entry closes the form, is announced, and the focus is back on the button. */
export const RecordedClosesTheForm: Story = {
  render: (args) => <SavingConsents {...args} />,
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Record a consent' });
    await userEvent.click(open);
    await userEvent.click(canvas.getByRole('button', { name: 'Record the consent' }));
    // Announced politely, in the panel's own live region.
    await expect(
      canvas.getByText('The consent is recorded.').closest('[role="status"]'),
    ).not.toBeNull();
    await expect(canvas.queryByLabelText('Consent')).toBeNull();
    await waitFor(() => expect(open).toHaveFocus());
    // Opening it again for the next entry clears the notice.
    await userEvent.click(open);
    await expect(canvas.queryByText('The consent is recorded.')).toBeNull();
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
    await userEvent.click(canvas.getByRole('button', { name: 'Record a consent' }));
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
    await userEvent.click(canvas.getByRole('button', { name: 'Record a consent' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Must not be before');
  },
};

export const ReadOnly: Story = {
  args: { form: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Record a consent' })).toBeNull();
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
