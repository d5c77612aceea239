import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SignPanel } from './sign-panel';

const meta = {
  title: 'Intake/Sign',
  component: SignPanel,
  args: { blockers: [], gaps: [], onSign: fn() },
} satisfies Meta<typeof SignPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything filled in: the confirmation says nothing beyond the lock. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign intake' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign this intake?' });
    await expect(within(dialog).queryByText('Not filled in:')).toBeNull();
    await expect(within(dialog).queryByRole('link')).toBeNull();
    const back = within(dialog).getByRole('button', { name: 'Keep editing' });
    await waitFor(() => expect(back).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await expect(args.onSign).toHaveBeenCalledOnce();
  },
};

/** Some sections left empty: named by their titles, each a link, before the signature. */
export const WithEmptySections: Story = {
  args: {
    gaps: [
      { kind: 'field', section: 'history', field: 'substanceUse' },
      { kind: 'field', section: 'history', field: 'family' },
      { kind: 'partial', section: 'phq9', answered: 3, count: 9 },
      { kind: 'section', section: 'gad7' },
      { kind: 'section', section: 'consents' },
    ],
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign intake' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign this intake?' });
    await expect(dialog).toHaveAccessibleDescription(/Not filled in: .*Substance use/);
    const links = within(dialog).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Substance use',
      'Family history',
      'PHQ-9 (depression): incomplete (3 of 9 answered)',
      'GAD-7 (anxiety)',
      'Consents',
    ]);
    await expect(links[3]).toHaveAttribute('href', '#intake-gad7');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus(),
    );
    // Empty sections do not stop the signature.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await expect(args.onSign).toHaveBeenCalledOnce();
  },
};

/** An intake with nothing in it is not offered for signing, as the server refuses it. */
export const BlockedWhileEmpty: Story = {
  args: { blockers: ['empty'] },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sign intake' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/Fill in at least one section/);
  },
};

export const BlockedBySafetyRule: Story = {
  args: { blockers: ['acknowledge', 'level', 'rationale'] },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sign intake' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/Acknowledge the safety alert/);
    await waitFor(() =>
      expect(canvas.getByText('Write the rationale for the risk level')).toBeVisible(),
    );
  },
};

export const RefusedByServer: Story = {
  args: {
    failure: {
      kind: 'refused',
      message:
        'PHQ-9 item 9 is answered above 0: acknowledge the safety alert and record a risk level with its rationale before signing.',
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByText(/The intake was not signed: PHQ-9 item 9/)).toBeVisible(),
    );
  },
};

export const NotAnswered: Story = {
  args: { failure: { kind: 'connection' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('The intake was not signed. Check your connection and try again.'),
    ).toBeVisible();
  },
};

export const Signing: Story = {
  args: { signing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Signing/ })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  args: { blockers: ['level'] },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign intake' })).toBeDisabled();
  },
};

export const WithEmptySectionsRightToLeft: Story = {
  args: {
    gaps: [
      { kind: 'field', section: 'referral', field: 'presentingProblem' },
      { kind: 'partial', section: 'gad7', answered: 5, count: 7 },
    ],
  },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign intake' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign this intake?' });
    await expect(
      within(dialog).getByRole('link', { name: 'GAD-7 (anxiety): incomplete (5 of 7 answered)' }),
    ).toHaveAttribute('href', '#intake-gad7');
    // Visible once the dialog's entrance has run.
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: 'Presenting problem' })).toBeVisible(),
    );
  },
};
