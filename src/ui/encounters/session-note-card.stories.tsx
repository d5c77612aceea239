import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SessionNoteCard } from './session-note-card';

const meta = {
  title: 'Sessions/Session note card',
  component: SessionNoteCard,
  args: {
    encounterId: 's1',
    sessionStatus: 'finished',
    state: { kind: 'ready', note: null },
    writer: true,
    mayOpen: true,
    aiDrafting: true,
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof SessionNoteCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WriterWithoutNote: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No note has been written for this session yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Write SOAP note' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      '/app/panels/hospital/therapysoapform?session=s1',
    );
    await expect(canvas.getByRole('link', { name: 'Write DAP note' })).toHaveAttribute(
      'href',
      '/app/panels/hospital/therapydapform?session=s1',
    );
    const drafting = canvas.getByRole('region', { name: 'Recording and AI drafting' });
    await userEvent.click(within(drafting).getByRole('link', { name: 'Record or dictate' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith(
      '/app/panels/hospital/speechentry?session=s1',
    );
    await expect(
      within(drafting).getByRole('link', { name: 'Draft SOAP note with AI' }),
    ).toHaveAttribute('href', '/app/panels/hospital/therapysoapformai?session=s1');
    await expect(
      within(drafting).getByRole('link', { name: 'Draft DAP note with AI' }),
    ).toHaveAttribute('href', '/app/panels/hospital/therapydapformai?session=s1');
  },
};

export const WriterWithAiDraftingOff: Story = {
  args: { sessionStatus: 'in-progress', aiDrafting: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Record or dictate' })).toHaveAttribute(
      'href',
      '/app/panels/hospital/speechentry?session=s1',
    );
    await expect(canvas.queryByRole('link', { name: /with AI/ })).toBeNull();
  },
};

export const WriterBeforeArrival: Story = {
  args: { sessionStatus: 'planned' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/once the patient has arrived/)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const CancelledSession: Story = {
  args: { sessionStatus: 'cancelled' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A cancelled or missed session has no note.')).toBeVisible();
  },
};

export const DraftForItsWriter: Story = {
  args: { state: { kind: 'ready', note: { format: 'dap', status: 'draft' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('DAP note')).toBeVisible();
    await expect(canvas.getByText('Draft')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open note' })).toHaveAttribute(
      'href',
      '/app/panels/hospital/therapydapform?session=s1',
    );
    // The draft is DAP: only a DAP draft is offered with AI.
    await expect(canvas.getByRole('link', { name: 'Draft DAP note with AI' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Draft SOAP note with AI' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Record or dictate' })).toBeVisible();
  },
};

export const SignedForItsWriter: Story = {
  args: { state: { kind: 'ready', note: { format: 'soap', status: 'signed' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Signed')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open note' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Record or dictate' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /with AI/ })).toBeNull();
  },
};

export const StatusOnlyForStaff: Story = {
  args: {
    writer: false,
    mayOpen: false,
    state: { kind: 'ready', note: { format: 'soap', status: 'signed' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Signed')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const NoNoteForStaff: Story = {
  args: { writer: false, mayOpen: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No note has been written for this session yet.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the note…');
  },
};

export const Failed: Story = {
  args: { state: { kind: 'failed' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The note could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const EnteredInErrorRightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'zh' },
  args: { state: { kind: 'ready', note: { format: 'soap', status: 'entered-in-error' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('错误录入')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '打开记录' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '录音或口述' })).toBeNull();
  },
};

export const DraftingLinksRightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'zh' },
  args: { sessionStatus: 'arrived' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '录音或口述' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '用 AI 起草 SOAP 记录' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '用 AI 起草 DAP 记录' })).toBeVisible();
  },
};
