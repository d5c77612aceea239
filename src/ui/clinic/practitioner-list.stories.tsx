import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectCardsOnScreen } from '../format/responsive-rows.story-kit';
import { longNamedMember, storyPractitioners, storyWeek } from './clinic-story-data';
import { PractitionerList } from './practitioner-list';

const meta = {
  title: 'Clinic/Practitioner list',
  component: PractitionerList,
  args: {
    practitioners: storyPractitioners,
    q: '',
    week: storyWeek,
    onSearch: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PractitionerList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('Ada Lovelace');
    await expect(rows[1]).toHaveTextContent('PsyD');
    await expect(rows[2]).toHaveTextContent('None');
    await expect(
      canvas.getByText('Sessions counted from Mon, Nov 23 to Sun, Nov 29 (Europe/Bucharest).'),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Search by name'), 'a');
    await expect(args.onSearch).toHaveBeenCalledWith('a');
  },
};

/** A value's box lies within the screen's width. */
async function expectOnScreen(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
}

/** On a phone each clinician is a card, the week's counts as labelled lines on the screen. */
export const LoadedOnAPhone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement }) => {
    const cards = await expectCardsOnScreen(canvasElement, 'Practitioners');
    await expect(cards).toHaveLength(2);
    const ada = within(cards[0]!);
    await expect(ada.getByText('Ada Lovelace')).toBeVisible();
    await expect(ada.getByText('PsyD')).toBeVisible();
    await expect(ada.getByText('Unsigned notes')).toBeVisible();
    await expectOnScreen(ada.getByText('2'));
    await expect(within(cards[1]!).getByText('None')).toBeVisible();
    await expectOnScreen(within(cards[1]!).getByText('17'));
  },
};

export const RightToLeftOnAPhone: Story = {
  globals: { viewport: { value: 'mobile2' }, direction: 'rtl', locale: 'fr' },
  play: async ({ canvasElement }) => {
    const cards = await expectCardsOnScreen(canvasElement, 'Praticiens');
    await expectOnScreen(within(cards[0]!).getByText('Notes non signées'));
  },
};

export const Empty: Story = {
  args: { practitioners: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'No practitioners in this clinic yet.',
    );
  },
};

export const NoMatch: Story = {
  args: { practitioners: [], q: 'zzz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'No practitioner matches this name.',
    );
  },
};

export const Loading: Story = {
  args: { practitioners: [], loading: true, week: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the practitioners…')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

export const Failed: Story = {
  args: { practitioners: [], failed: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The practitioners could not be loaded.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again: Practitioners' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

const longNamed = {
  ...storyPractitioners[0]!,
  id: 'long',
  name: longNamedMember.name,
  credentials: longNamedMember.credentials,
};

export const LongNames: Story = {
  args: { practitioners: [longNamed, ...storyPractitioners] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(longNamedMember.name)).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { practitioners: [longNamed, ...storyPractitioners] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};
