import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EnglishOnlyNote } from './english-only-note';

const meta = {
  title: 'Knowledge/English-only note',
  component: EnglishOnlyNote,
} satisfies Meta<typeof EnglishOnlyNote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/rédigée en anglais/)).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/以英文撰写/)).toBeVisible();
  },
};

export const RomanianRightToLeft: Story = {
  globals: { locale: 'ro', direction: 'rtl' },
  play: async ({ canvas }) => {
    const note = canvas.getByText(/scrisă în engleză/).getBoundingClientRect();
    await expect(note.right).toBeGreaterThan(window.innerWidth / 2);
  },
};
