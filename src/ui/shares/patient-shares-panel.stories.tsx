import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SHARE_MESSAGES } from '../../../common/contracts/patient-shares.contract';
import { PatientSharesPanel } from './patient-shares-panel';
import { ARTICLE, HANDOUT, NOTE } from './share-story-data';

const meta = {
  title: 'Shares/Shared with the patient',
  component: PatientSharesPanel,
  args: {
    shares: [HANDOUT, ARTICLE],
    failed: false,
    onRetry: fn(),
    articles: [
      { id: 'saved-1', title: 'Sleep hygiene in adults', list: 'patient' },
      { id: 'saved-2', title: 'Exercise and low mood', list: 'clinic' },
    ],
    notes: [{ id: 'note-2', sessionStartsAt: '2026-11-25T14:00:00.000Z' }],
    notesAllowed: false,
    timeZone: 'Europe/Bucharest',
    busy: false,
    refusal: null,
    onShare: fn(),
    sharedCount: 0,
    onUnshare: fn(),
  },
} satisfies Meta<typeof PatientSharesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SharesAHandout: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Handout title'), 'Sleep diary');
    await userEvent.type(canvas.getByLabelText('Handout text'), 'Write down when you sleep.');
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalledWith({
      kind: 'handout',
      title: 'Sleep diary',
      body: 'Write down when you sleep.',
    });
  },
};

export const EmptyHandoutRefused: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(canvas.getByText(/Give a title/)).toBeVisible();
    await expect(args.onShare).not.toHaveBeenCalled();
  },
};

export const SharesAnArticle: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('What to share'), 'article');
    await userEvent.selectOptions(canvas.getByLabelText('Article from a reading list'), 'saved-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalledWith({ kind: 'article', savedArticleId: 'saved-2' });
  },
};

export const NotesNotAllowed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Signed notes cannot be shared/)).toBeVisible();
    await expect(canvas.queryByRole('option', { name: 'Signed note' })).toBeNull();
  },
};

export const SharesASignedNote: Story = {
  args: { notesAllowed: true, shares: [NOTE, HANDOUT] },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('What to share'), 'note');
    await userEvent.selectOptions(canvas.getByLabelText('Signed note'), 'note-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalledWith({ kind: 'note', noteId: 'note-2' });
  },
};

export const Unshares: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Unshare “${HANDOUT.title}”` }));
    await expect(args.onUnshare).toHaveBeenCalledWith(HANDOUT.id);
  },
};

export const Refused: Story = {
  args: { refusal: SHARE_MESSAGES.notesOff },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SHARE_MESSAGES.notesOff);
  },
};

export const NothingShared: Story = { args: { shares: [] } };
export const Loading: Story = { args: { shares: null } };
export const Failed: Story = { args: { shares: null, failed: true } };
export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { notesAllowed: true } };
