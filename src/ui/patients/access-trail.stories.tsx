import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectCardsOnScreen } from '../format/responsive-rows.story-kit';
import { leftEdgeOf } from '../format/visual-order.story-kit';
import { AccessTrail } from './access-trail';
import { storyAccess } from './chart-story-data';

const meta = {
  title: 'Patients/Chart/Access trail',
  component: AccessTrail,
  args: {
    entries: storyAccess,
    loading: false,
    failed: false,
    hasMore: false,
    timeZone: 'Europe/Bucharest',
    patientId: 'p-1',
    onMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AccessTrail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Entries: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent('Opened the chart');
    // 09:58 UTC is 11:58 in Bucharest.
    await expect(rows[1]).toHaveTextContent('11:58');
    await expect(rows[4]).toHaveTextContent('Registered the patient');
  },
};

/** On a phone each line is a card (who, then when and what), not a table scrolled sideways. */
export const EntriesOnAPhone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  args: { hasMore: true },
  play: async ({ canvas, canvasElement }) => {
    const cards = await expectCardsOnScreen(canvasElement, 'Access trail entries');
    await expect(cards).toHaveLength(4);
    await expect(within(cards[0]!).getByText('Dana Demo')).toBeVisible();
    await expect(cards[0]).toHaveTextContent('Opened the chart');
    // 09:58 UTC is 11:58 in Bucharest.
    await expect(cards[0]).toHaveTextContent('11:58');
    await expect(cards[3]).toHaveTextContent('Registered the patient');
    const more = canvas.getByRole('button', { name: 'Show older entries' });
    await expect(more.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const RightToLeftOnAPhone: Story = {
  globals: { viewport: { value: 'mobile2' }, direction: 'rtl', locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expectCardsOnScreen(canvasElement, 'Entrées du journal des accès');
  },
};

export const Paged: Story = {
  args: { hasMore: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show older entries' }));
    await expect(args.onMore).toHaveBeenCalledTimes(1);
  },
};

/** Lines made under break-glass (a clinical role its member gave themselves) are marked. */
export const BreakGlassReads: Story = {
  args: {
    entries: [
      {
        at: '2026-11-25T10:15:00Z',
        user: { id: 'o1', name: 'Olga Owner' },
        action: 'read-diagnoses',
        breakGlass: true,
      },
      ...storyAccess,
    ],
  },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(/Read the diagnoses\s*Break-glass/);
    await expect(rows[2]).not.toHaveTextContent('Break-glass');
    await expect(canvas.getAllByText('Break-glass')).toHaveLength(1);
  },
};

export const BreakGlassReadsOnAPhone: Story = {
  ...BreakGlassReads,
  globals: { viewport: { value: 'mobile2' }, locale: 'ro' },
  play: async ({ canvasElement }) => {
    const cards = await expectCardsOnScreen(canvasElement, 'Înregistrările jurnalului de acces');
    await expect(cards[0]).toHaveTextContent('Acces de urgență');
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No one has opened this record yet.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { entries: null, failed: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The access trail could not be loaded.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again: Access trail' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('A ouvert le dossier')).toHaveLength(1);
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Cine' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('打开了病历')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const when = canvas.getByRole('columnheader', { name: 'When' }).getBoundingClientRect();
    const who = canvas.getByRole('columnheader', { name: 'Who' }).getBoundingClientRect();
    await expect(when.left).toBeGreaterThan(who.left);
  },
};

/**
 * French in the right-to-left layout: "24 nov. 2026, 11:58" starts with digits, which the layout's
 * direction would otherwise draw after the month ("nov. 2026, 11:58 24").
 */
export const RightToLeftDatesInOrder: Story = {
  globals: { direction: 'rtl', locale: 'fr' },
  play: async ({ canvas }) => {
    const cell = canvas.getAllByRole('cell')[0]!;
    await expect(cell).toHaveTextContent(/^24 nov\. 2026/);
    await expect(leftEdgeOf(cell, '24')).toBeLessThan(leftEdgeOf(cell, 'nov.'));
    await expect(leftEdgeOf(cell, 'nov.')).toBeLessThan(leftEdgeOf(cell, '2026'));
  },
};

/** Every kind of line, by a member with a long name, for the width checks below. */
const everyKindOfLine = [
  ...storyAccess,
  ...(['read-treatment-matches', 'read-reading-list', 'read-observations'] as const).map(
    (action, index) => ({
      at: `2026-11-27T0${index}:21:00Z`,
      user: { id: 'c2', name: 'Maximiliana Constantinescu-Hohenzollern' },
      action,
    }),
  ),
];

/** The trail fits its card on a desktop chart's column (520 px), wrapping rather than scrolling. */
const fitsItsCard = async (canvasElement: HTMLElement) => {
  const region = canvasElement.querySelector<HTMLElement>('[role="region"]');
  await expect(region).not.toBeNull();
  await expect(region!.scrollWidth).toBeLessThanOrEqual(region!.clientWidth);
};

export const FitsItsCardInEnglish: Story = {
  args: { entries: everyKindOfLine },
  decorators: [(Story) => <div style={{ width: 520 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Matched treatments to the chart')).toBeVisible();
    await fitsItsCard(canvasElement);
  },
};

export const FitsItsCardInFrench: Story = {
  args: { entries: everyKindOfLine },
  globals: { locale: 'fr' },
  decorators: [(Story) => <div style={{ width: 520 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('A recherché des traitements pour le dossier')).toBeVisible();
    await fitsItsCard(canvasElement);
  },
};

/** One visit re-reads the chart: five reads in a minute are one line that says how many. */
export const RepeatedReadsGrouped: Story = {
  args: {
    entries: [
      ...[59, 45, 30, 15, 0].map((second) => ({
        at: `2026-11-25T10:14:${String(second).padStart(2, '0')}Z`,
        user: { id: 'u1', name: 'Dana Demo' },
        action: 'read',
      })),
      { at: '2026-11-25T09:00:00Z', user: { id: 'u1', name: 'Dana Demo' }, action: 'read' },
    ],
  },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    // The header, the run of five, and the read an hour earlier.
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('Opened the chart 5 times in a row');
    await expect(rows[2]).not.toHaveTextContent('in a row');
  },
};

/**
 * Reads of one record name it (issue 30): a note the reader may open links to its page, an
 * intake they may not open is named only; each offers to narrow the trail to that record.
 */
export const RecordsNamed: Story = {
  args: {
    onRecordFilter: fn(),
    entries: [
      {
        at: '2026-11-25T10:20:00Z',
        user: { id: 'u1', name: 'Dana Demo' },
        action: 'read-note',
        record: {
          kind: 'note',
          id: 'n-7',
          format: 'soap',
          at: '2026-11-24T12:00:00Z',
          encounterId: 'e-7',
          openable: true,
        },
      },
      {
        at: '2026-11-25T10:10:00Z',
        user: { id: 'u2', name: 'Irina Dobre' },
        action: 'read-intake',
        record: { kind: 'intake', id: 'i-3' },
      },
    ],
  },
  play: async ({ canvas, args }) => {
    const rows = canvas.getAllByRole('row');
    // 12:00 UTC is 14:00 in Bucharest.
    const note = within(rows[1]!).getByRole('link', { name: /^SOAP note of .+2:00/ });
    await expect(note).toHaveAttribute(
      'href',
      expect.stringContaining('therapysoapform?session=e-7'),
    );
    await expect(rows[2]).toHaveTextContent('Intake');
    await expect(within(rows[2]!).queryByRole('link')).toBeNull();
    await userEvent.click(
      within(rows[1]!).getByRole('button', { name: /^Show only the reads of SOAP note of / }),
    );
    await expect(args.onRecordFilter).toHaveBeenCalledWith({
      id: 'n-7',
      label: expect.stringMatching(/^SOAP note of .+2:00/),
    });
  },
};

export const RecordsNamedRightToLeft: Story = {
  ...RecordsNamed,
  globals: { direction: 'rtl', locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Note SOAP du / })).toBeVisible();
  },
};

/** Reads made through a SMART app's token name the app (issue 34); reads in Praxis do not. */
export const ReadsThroughAnApp: Story = {
  args: {
    entries: [
      {
        at: '2026-11-25T10:30:00Z',
        user: { id: 'u1', name: 'Dana Demo' },
        action: 'read',
        smartApp: { clientId: 'k3Jx9', name: 'Outcome tracker' },
      },
      ...storyAccess,
    ],
  },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(/Opened the chart\s*via Outcome tracker/);
    await expect(rows[2]).not.toHaveTextContent('via');
  },
};

export const ReadsThroughAnAppRightToLeft: Story = {
  ...ReadsThroughAnApp,
  globals: { direction: 'rtl', locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('prin Outcome tracker');
  },
};

export const ReadsThroughAnAppOnAPhone: Story = {
  ...ReadsThroughAnApp,
  globals: { viewport: { value: 'mobile2' }, locale: 'zh' },
  play: async ({ canvasElement }) => {
    const cards = await expectCardsOnScreen(canvasElement, '访问记录条目');
    await expect(cards[0]).toHaveTextContent('通过 Outcome tracker');
  },
};
