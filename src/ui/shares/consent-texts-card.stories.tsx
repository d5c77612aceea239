import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConsentTextsCard } from './consent-texts-card';
import { TELEHEALTH_V1, TREATMENT_V1, TREATMENT_V2 } from './share-story-data';

const meta = {
  title: 'Shares/Consent texts',
  component: ConsentTextsCard,
  args: {
    texts: [TELEHEALTH_V1, TREATMENT_V2],
    timeZone: 'Europe/Bucharest',
    editable: true,
    onAdd: fn(),
    history: null,
    onHistory: fn(),
  },
} satisfies Meta<typeof ConsentTextsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OwnerAddsAVersion: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/version never changes/)).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Consent'), 'telehealth');
    await userEvent.click(canvas.getByRole('button', { name: 'Start from version 1' }));
    await userEvent.type(canvas.getByLabelText('Text'), ' Use headphones.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save as a new version' }));
    await expect(args.onAdd).toHaveBeenCalledWith({
      kind: 'telehealth',
      title: TELEHEALTH_V1.title,
      body: `${TELEHEALTH_V1.body} Use headphones.`,
    });
  },
};

export const EmptyTextRefused: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Title'), 'Release of records');
    await userEvent.click(canvas.getByRole('button', { name: 'Save as a new version' }));
    await expect(canvas.getByText(/Write the text/)).toBeVisible();
    await expect(canvas.getByLabelText('Text')).toHaveFocus();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const NoTextsYet: Story = { args: { texts: [] } };

export const HistoryShown: Story = {
  args: {
    history: { kind: 'treatment', status: 'ready', versions: [TREATMENT_V2, TREATMENT_V1] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Hide earlier versions' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText('In use')).toBeVisible();
  },
};

export const HistoryOpens: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show earlier versions' }));
    await expect(args.onHistory).toHaveBeenCalledWith('treatment');
  },
};

export const HistoryLoading: Story = {
  args: { history: { kind: 'treatment', status: 'loading' } },
};
export const HistoryFailed: Story = { args: { history: { kind: 'treatment', status: 'failed' } } };
export const Saved: Story = { args: { saved: true } };

export const ReadOnlyForOtherMembers: Story = {
  args: { editable: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Save as a new version' })).toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    history: { kind: 'treatment', status: 'ready', versions: [TREATMENT_V2, TREATMENT_V1] },
  },
};
