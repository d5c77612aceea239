import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { clinicSettings } from '../../../common/contracts/clinic.contract';
import { ShareNotesSettingCard } from './share-notes-setting-card';

const meta = {
  title: 'Shares/Sharing notes setting',
  component: ShareNotesSettingCard,
  args: { settings: clinicSettings.parse({}), editable: true, onSave: fn() },
} satisfies Meta<typeof ShareNotesSettingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OwnerSwitchesItOn: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByLabelText(/may share a signed note/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ settings: { shareSignedNotes: true } });
  },
};

export const ReadOnlyOff: Story = {
  args: { editable: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Notes are never shared with patients.')).toBeVisible();
  },
};

export const Saved: Story = {
  args: { settings: clinicSettings.parse({ shareSignedNotes: true }), saved: true },
};
