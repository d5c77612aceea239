import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ReasonDialog } from './reason-dialog';

/** The one dialog behind every "say why" in Praxis, shown with two fields of their own limits. */
const meta = {
  title: 'Forms/Reason dialog',
  component: ReasonDialog<'text' | 'reason'>,
  args: {
    open: true,
    title: 'Add a signed addendum',
    description: 'The addendum is signed when you add it and can never be changed.',
    fields: [
      { name: 'text', label: 'Addendum', rows: 4, limits: { min: 1, max: 40 } },
      {
        name: 'reason',
        label: 'Reason for the addendum',
        rows: 2,
        limits: { min: 3, max: 500 },
        help: 'Kept with the note.',
      },
    ],
    messages: {
      required: 'notes.dialog.required',
      tooShort: 'notes.dialog.tooShort',
      tooLong: 'notes.dialog.tooLong',
    },
    confirmLabel: 'Sign and add',
    backLabel: 'Cancel',
    pendingLabel: 'Saving…',
    tone: 'blue',
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ReasonDialog<'text' | 'reason'>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each field is held to its own limits; focus goes to the first one in error, not the first. */
export const EachFieldItsOwnLimits: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Add a signed addendum' });
    const text = await screen.findByLabelText(/^Addendum/);
    const reason = screen.getByLabelText(/^Reason for the addendum/);
    await waitFor(() => expect(text).toHaveFocus());
    await userEvent.type(text, 'Called later.');
    await userEvent.type(reason, ' ab ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign and add' }));
    await expect(reason).toHaveFocus();
    await expect(reason).toHaveAccessibleDescription(
      'Write at least 3 characters. Kept with the note.',
    );
    await expect(text).toBeValid();
    await userEvent.clear(text);
    await userEvent.type(text, 'x'.repeat(41));
    await userEvent.click(screen.getByRole('button', { name: 'Sign and add' }));
    await expect(text).toHaveFocus();
    await expect(text).toHaveAccessibleDescription('At most 40 characters.');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** What is sent is trimmed, one value per field. */
export const ConfirmsTrimmedValues: Story = {
  play: async ({ args, userEvent }) => {
    const text = await screen.findByLabelText(/^Addendum/);
    await userEvent.type(text, '  Called later.  ');
    await userEvent.type(screen.getByLabelText(/^Reason for the addendum/), 'Late information ');
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith({
      text: 'Called later.',
      reason: 'Late information',
    });
  },
};
