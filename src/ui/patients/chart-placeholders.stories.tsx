import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChartNotFound } from './chart-not-found';
import { DocumentationPlaceholders } from './documentation-placeholders';

/** The chart's fixed places: documentation still to come, and a link to no patient. */
const meta = {
  title: 'Patients/Chart/Placeholders',
  component: DocumentationPlaceholders,
} satisfies Meta<typeof DocumentationPlaceholders>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'PHQ-9 / GAD-7 scores' })).toBeVisible();
    await expect(canvas.getAllByText(/The documentation feature fills this section/)).toHaveLength(
      3,
    );
  },
};

export const DocumentationFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Scores PHQ-9 / GAD-7' })).toBeVisible();
  },
};

export const DocumentationRomanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Note' })).toBeVisible();
  },
};

export const DocumentationChinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '初次评估' })).toBeVisible();
  },
};

const onNavigate = fn();
export const NotFound: Story = {
  render: () => <ChartNotFound onNavigate={onNavigate} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No such patient' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the patient list' }));
    await expect(onNavigate).toHaveBeenCalledWith('/app/panels/hospital/patient');
  },
};

export const NotFoundChinese: Story = {
  globals: { locale: 'zh' },
  render: () => <ChartNotFound />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '找不到该患者' })).toBeVisible();
  },
};
