import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import {
  AiDraftFailed,
  AiDrafting,
  AiDraftingOff,
  AiNoteSigned,
  AiUseFailed,
  ReplaceTextDialog,
} from './ai-draft-states';

const HREF = '/app/panels/hospital/therapysoapform?session=s1';
const navigate = fn();

/** The AI draft page's other states: AI off, a signed note, drafting, and failures. */
const meta = {
  title: 'Notes/AI draft page states',
  component: AiDraftingOff,
  args: { format: 'soap', href: HREF, onNavigate: navigate },
} satisfies Meta<typeof AiDraftingOff>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AiOff: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'AI drafting is off' })).toBeVisible(),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Write the SOAP note' }));
    await expect(navigate).toHaveBeenCalledWith(HREF);
  },
};

export const SignedNote: Story = {
  render: (args) => <AiNoteSigned {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'This note is signed' })).toBeVisible(),
    );
    await expect(canvas.getByRole('link', { name: 'Open the signed SOAP note' })).toHaveAttribute(
      'href',
      HREF,
    );
  },
};

const cancel = fn();
export const Drafting: Story = {
  render: () => <AiDrafting slow={false} onCancel={cancel} />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Drafting the note…');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel drafting' }));
    await expect(cancel).toHaveBeenCalled();
  },
};

export const DraftingSlowly: Story = {
  render: () => <AiDrafting slow onCancel={cancel} />,
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText(/can take a minute or more/)).toBeVisible(),
    );
  },
};

const retry = fn();
const back = fn();
export const DraftFailed: Story = {
  render: () => <AiDraftFailed failure="no-transcript" onRetry={retry} onBack={back} />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/has no transcript/);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose another source' }));
    await expect(back).toHaveBeenCalled();
  },
};

export const UseFailedAfterTheNoteChanged: Story = {
  render: () => (
    <AiUseFailed failure="note-changed" mayRetry={false} onRetry={retry} onBack={back} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/saved elsewhere/);
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Back to the draft' })).toBeVisible(),
    );
  },
};

const confirm = fn();
export const ReplaceWrittenText: Story = {
  render: () => <ReplaceTextDialog open onConfirm={confirm} onClose={back} />,
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: "Replace the note's text?" });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep my note' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace the text' }));
    await expect(confirm).toHaveBeenCalled();
  },
};
