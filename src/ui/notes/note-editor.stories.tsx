import { Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { emptyNoteContent } from '../../../common/contracts/notes.contract';
import { NoteEditor } from './note-editor';
import { STORY_PLAN, STORY_ZONE, longText } from './note-story-data';

const meta = {
  title: 'Notes/Note editor',
  component: NoteEditor,
  args: {
    format: 'soap',
    content: emptyNoteContent(),
    previousPlan: null,
    timeZone: STORY_ZONE,
    status: <Text>Saved 10:42</Text>,
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
