import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inAuthCard } from './auth-story-frame';
import { ProfileSettingsForm, type ProfileSettingsFormProps } from './profile-settings-form';

const meta = {
  title: 'Auth/Profile settings form',
  component: ProfileSettingsForm,
  decorators: [inAuthCard('auth.profile.title')],
  args: {
    onSubmit: fn(),
    initialValues: { firstName: 'Ana', lastName: 'Popescu', email: 'ana@clinic.example' },
  },
} satisfies Meta<typeof ProfileSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const email = canvas.getByLabelText(/^E-mail/);
    await expect(email).toHaveAttribute('readonly');
    // The read-only e-mail does not look like the fields that can be changed.
    const background = (element: HTMLElement) => getComputedStyle(element).backgroundColor;
    await expect(background(email)).not.toBe(background(canvas.getByLabelText(/^Last name/)));
    await userEvent.clear(canvas.getByLabelText(/^Last name/));
    await userEvent.type(canvas.getByLabelText(/^Last name/), 'Ionescu');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ firstName: 'Ana', lastName: 'Ionescu' });
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByLabelText(/^First name/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(canvas.getByLabelText(/^First name/)).toHaveAccessibleDescription(
      'Enter your first name.',
    );
    await expect(canvas.getByLabelText(/^First name/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Saving/ })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { errorCode: 'server' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  },
};

/** The page's part is played by local state: a submit is saved at once. */
function SavesAtOnce(props: ProfileSettingsFormProps) {
  const [saved, setSaved] = useState(false);
  return (
    <ProfileSettingsForm
      {...props}
      saved={saved}
      onSubmit={(profile) => {
        props.onSubmit(profile);
        setSaved(true);
      }}
    />
  );
}

export const Saved: Story = {
  render: (args) => <SavesAtOnce {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Your profile has been saved.');
    await userEvent.type(canvas.getByLabelText(/^First name/), '-Maria');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '保存更改' })).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^电子邮箱/)).toHaveAccessibleDescription(
      '电子邮箱是您的登录名，无法在此处修改。',
    );
  },
};
