import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { englishTranslator } from '../../i18n/i18n';
import { searchablePages } from '../../routes/shell/panel-menu';
import { PageSearchBox } from './page-search-box';

const meta = {
  title: 'Shell/Header/Page search',
  component: PageSearchBox,
  args: { pages: searchablePages(englishTranslator), onNavigate: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, minHeight: 320, background: '#1d4ed8' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PageSearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox', { name: 'Search pages' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
  },
};

export const WithResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'dash');
    const options = canvas.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Patient dashboard',
      'Practitioner dashboard',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 pages found');
  },
};

export const KeyboardChoosesAPage: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('combobox');
    await userEvent.type(box, 'note');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      canvas.getAllByRole('option')[2]?.id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/panels/hospital/therapysoapform');
    await expect(box).toHaveValue('');
  },
};

export const NoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'invoice');
    await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('No page matches “invoice”.');
  },
};

export const EscapeClosesThenClears: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('combobox');
    await userEvent.type(box, 'pat');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('pat');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Rechercher une page' }), 'zzz');
    await expect(canvas.getByRole('status')).toHaveTextContent('Aucune page ne correspond');
  },
};
