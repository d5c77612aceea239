import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { emptyNoteContent } from '../../../common/contracts/notes.contract';
import { DraftStatus } from '../drafts/draft-status';
import { NoteEditor } from './note-editor';
import { STORY_PLAN, STORY_ZONE, longText } from './note-story-data';

/** The same day as the stories' save. */
const STORY_NOW = new Date('2026-11-24T12:00:00Z');

const meta = {
  title: 'Notes/Note editor',
  component: NoteEditor,
  args: {
    format: 'soap',
    content: emptyNoteContent(),
    previousPlan: null,
    timeZone: STORY_ZONE,
    status: (
      <DraftStatus
        state="saved"
        savedAt="2026-11-24T08:42:00Z"
        timeZone={STORY_ZONE}
        now={STORY_NOW}
      />
    ),
    onSectionText: fn(),
    onFields: fn(),
    onBlur: fn(),
    onSign: fn(),
  },
} satisfies Meta<typeof NoteEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptySoap: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const subjective = canvas.getByRole('textbox', { name: 'Subjective' });
    await userEvent.type(subjective, 'Hello');
    await expect(args.onSectionText).toHaveBeenLastCalledWith('subjective', 'Hello');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'CBT' }));
    await expect(args.onFields).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign and lock' }));
    await expect(args.onSign).toHaveBeenCalled();
  },
};

export const DapWithPreviousPlan: Story = {
  args: { format: 'dap', previousPlan: STORY_PLAN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(STORY_PLAN.plan)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Data' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Subjective' })).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    content: { ...emptyNoteContent(), sections: { subjective: longText(5_000) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const subjective = canvas.getByRole('textbox', { name: 'Subjective' });
    await expect((subjective as HTMLTextAreaElement).value.split(' ')).toHaveLength(5_000);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { previousPlan: STORY_PLAN },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Plan' })).toBeVisible();
  },
};

/** The editor while its draft is being saved, kept offline, or refused: the status says which. */
export const Saving: Story = {
  args: {
    status: <DraftStatus state="saving" savedAt={null} timeZone={STORY_ZONE} now={STORY_NOW} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Saving…')[0]).toBeVisible();
  },
};

export const OfflineKeptOnThisDevice: Story = {
  args: {
    content: { ...emptyNoteContent(), sections: { subjective: 'Reports better sleep.' } },
    status: (
      <DraftStatus
        state="offline"
        savedAt="2026-11-24T08:42:00Z"
        timeZone={STORY_ZONE}
        now={STORY_NOW}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/Offline — kept on this device/)[0]).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Subjective' })).toHaveValue(
      'Reports better sleep.',
    );
  },
};

export const SaveRefused: Story = {
  args: {
    status: (
      <DraftStatus
        state="failed"
        savedAt={null}
        error="Section too long (60 000 characters)."
        timeZone={STORY_ZONE}
        now={STORY_NOW}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/Section too long/)[0]).toBeVisible();
  },
};

/** "Sign and lock" on an empty note: the reason is said by the button, and no dialog opens. */
export const EmptyNoteCannotBeSigned: Story = {
  args: {
    signBlocked:
      'Nothing to sign yet: every section is empty. Write at least one section (Subjective, Objective, Assessment, or Plan) before signing.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Sign and lock' });
    await expect(button).toHaveAccessibleDescription(/Nothing to sign yet/);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Write at least one section/);
  },
};
