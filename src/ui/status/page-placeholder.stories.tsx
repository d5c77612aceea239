import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PagePlaceholder } from './page-placeholder';

const meta = {
  title: 'Shell/Product page placeholder',
  component: PagePlaceholder,
  args: {
    title: 'Patients',
    description: 'Patient records and their care history will be listed here.',
  },
} satisfies Meta<typeof PagePlaceholder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An honest empty state: the page's name and purpose, no made-up clinical data. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Patients');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Nothing to show yet',
    );
    await expect(canvas.getByText(/care history will be listed here/)).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { title: '患者', description: '患者档案及其诊疗历史将在此列出。' },
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('暂无内容');
  },
};
