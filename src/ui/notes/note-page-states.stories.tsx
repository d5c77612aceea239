import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  NoteLoadFailed,
  NoteLoading,
  NoteNotAllowed,
  NoteNotFound,
  NoteNotWritable,
  WrongFormat,
} from './note-page-states';

/** What the note page says instead of the editor: each state explains itself and leads on. */
const meta = {
  title: 'Notes/Page states',
  component: NoteNotFound,
} satisfies Meta<typeof NoteNotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

const retry = fn();
const navigate = fn();

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Note not found' })).toBeVisible();
    await expect(canvas.getByText(/not yours to open/)).toBeVisible();
  },
};

export const NoSessionInTheAddress: Story = {
  args: { noId: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/This address names no session/)).toBeVisible();
  },
};

export const FrontDeskMayNotWrite: Story = {
  render: () => <NoteNotAllowed clinicianName={null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'You cannot write this note' })).toBeVisible();
    await expect(canvas.getByText(/only the session's clinician writes them/)).toBeVisible();
  },
};

export const AnotherCliniciansSession: Story = {
  render: () => <NoteNotAllowed clinicianName="Dr. Ioana Marinescu-Vasilescu" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Ioana Marinescu-Vasilescu/)).toBeVisible();
  },
};

export const SessionNotUnderWay: Story = {
  render: () => <NoteNotWritable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Not yet' })).toBeVisible();
    await expect(canvas.getByText(/once the patient has arrived/)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  render: () => <NoteLoadFailed onRetry={retry} />,
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  render: () => <NoteLoading />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the note…');
  },
};

export const WrongFormatOffersTheRightPage: Story = {
  render: () => (
    <WrongFormat
      format="dap"
      href="/app/panels/hospital/therapydapform?session=s1"
      onNavigate={navigate}
    />
  ),
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('link'));
    await expect(navigate).toHaveBeenCalledWith('/app/panels/hospital/therapydapform?session=s1');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: () => <NoteNotWritable />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Not yet' })).toBeVisible();
  },
};
