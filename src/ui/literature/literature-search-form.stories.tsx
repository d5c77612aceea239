import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LiteratureSearchForm } from './literature-search-form';

const meta = {
  title: 'Literature/Search form',
  component: LiteratureSearchForm,
  args: {
    initial: { q: '', types: [], freeFullText: false },
    onSearch: fn(),
  },
} satisfies Meta<typeof LiteratureSearchForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Search the literature' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search terms' })).toHaveValue('');
  },
};

export const SearchesWithFilters: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search terms' }), 'exposure OCD');
    await userEvent.type(canvas.getByLabelText('Published from (year)'), '2015');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Meta-analysis' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Free full text only' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      q: 'exposure OCD',
      yearFrom: 2015,
      yearTo: undefined,
      types: ['meta-analysis'],
      freeFullText: true,
    });
  },
};

export const Prefilled: Story = {
  args: {
    initial: {
      q: 'prolonged exposure',
      yearFrom: 2010,
      types: ['rct', 'guideline'],
      freeFullText: false,
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Randomised controlled trial' }),
    ).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Guideline' })).toBeChecked();
    await expect(canvas.getByLabelText('Published from (year)')).toHaveValue('2010');
  },
};

export const EmptyQueryError: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const query = canvas.getByRole('searchbox', { name: 'Search terms' });
    await expect(query).toHaveAccessibleDescription(
      expect.stringContaining('Type what to search for.'),
    );
    await expect(query).toHaveFocus();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const PunctuationOnlyError: Story = {
  play: async ({ canvas, args }) => {
    const query = canvas.getByRole('searchbox', { name: 'Search terms' });
    await userEvent.type(query, '?!… --{Enter}');
    await expect(query).toHaveAccessibleDescription(
      expect.stringContaining('punctuation alone finds nothing'),
    );
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const TooLongError: Story = {
  args: { initial: { q: 'anxiety '.repeat(70), types: [], freeFullText: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(
      canvas.getByRole('searchbox', { name: 'Search terms' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Keep the search under 500 characters.'));
  },
};

export const YearErrors: Story = {
  args: { initial: { q: 'insomnia', types: [], freeFullText: false } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Published from (year)'), '2024');
    await userEvent.type(canvas.getByLabelText('Published until (year)'), '2015');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const until = canvas.getByLabelText('Published until (year)');
    await expect(until).toHaveAccessibleDescription('The first year must not be after the last.');
    await expect(until).toHaveFocus();
    await userEvent.clear(canvas.getByLabelText('Published from (year)'));
    await userEvent.type(canvas.getByLabelText('Published from (year)'), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByLabelText('Published from (year)')).toHaveAccessibleDescription(
      'Enter a year between 1800 and 2100.',
    );
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Essai contrôlé randomisé' })).toBeVisible();
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Căutați' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '系统综述' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Search' }).getBoundingClientRect();
    const box = canvas.getByRole('searchbox', { name: 'Search terms' }).getBoundingClientRect();
    await expect(button.right).toBeLessThanOrEqual(box.left);
  },
};
