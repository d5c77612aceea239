import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PatientSummary } from '../../../common/contracts/patients.contract';
import { expectCardsOnScreen } from '../format/responsive-rows.story-kit';
import { PatientListView } from './patient-list-view';

/** Made-up people for the design review only; the product shows nothing the server did not send. */
const patients: PatientSummary[] = [
  {
    id: 'p1',
    mrn: '000001',
    familyName: 'Hopper',
    givenName: 'Grace',
    preferredName: 'Amazing Grace',
    birthDate: '1986-12-09',
    status: 'active',
    primaryClinicianId: 'c1',
  },
  {
    id: 'p2',
    mrn: '000002',
    familyName: 'Liskov',
    givenName: 'Barbara',
    preferredName: null,
    birthDate: '1999-11-24',
    status: 'discharged',
    primaryClinicianId: 'c1',
  },
];

const longNamedPatient: PatientSummary = {
  id: 'p3',
  mrn: '000003',
  familyName: 'Alexandrescu-Wolfeschlegelsteinhausen de la Cruz y Montenegro',
  givenName: 'Maria Magdalena',
  preferredName: 'Magda',
  birthDate: '1970-01-31',
  status: 'inactive',
  primaryClinicianId: 'c1',
};

const meta = {
  title: 'Patients/Patient list',
  component: PatientListView,
  args: {
    patients,
    q: '',
    status: null,
    scope: 'role-default',
    canChooseScope: true,
    busy: false,
    failed: false,
    hasMore: false,
    today: '2026-11-24',
    onSearch: fn(),
    onStatus: fn(),
    onScope: fn(),
    onMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PatientListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('Hopper, Grace');
    await expect(rows[1]).toHaveTextContent('goes by Amazing Grace');
    await expect(rows[2]).toHaveTextContent('27');
    await expect(rows[2]).toHaveTextContent('Discharged');
    await userEvent.type(canvas.getByLabelText('Search by name, MRN or birth date'), 'h');
    await expect(args.onSearch).toHaveBeenLastCalledWith('h');
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'discharged');
    await expect(args.onStatus).toHaveBeenLastCalledWith('discharged');
  },
};

/** On a phone each patient is a card: name (the chart's link), status, MRN, birth date and age on the screen. */
export const LoadedOnAPhone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  args: { patients: [...patients, longNamedPatient] },
  play: async ({ canvasElement }) => {
    const cards = await expectCardsOnScreen(canvasElement, 'Patients');
    await expect(cards).toHaveLength(3);
    const grace = within(cards[0]!);
    await expect(grace.getByRole('link', { name: 'Hopper, Grace' })).toBeVisible();
    await expect(cards[0]).toHaveTextContent('goes by Amazing Grace');
    await expect(cards[0]).toHaveTextContent('MRN000001');
    await expect(within(cards[1]!).getByText('Discharged')).toBeVisible();
    await expect(cards[1]).toHaveTextContent('Age27');
  },
};

export const RightToLeftOnAPhone: Story = {
  globals: { viewport: { value: 'mobile2' }, direction: 'rtl' },
  args: { patients: [...patients, longNamedPatient] },
  play: async ({ canvasElement }) => {
    await expectCardsOnScreen(canvasElement, 'Patients');
  },
};

export const MorePages: Story = {
  args: { hasMore: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onMore).toHaveBeenCalledTimes(1);
  },
};

export const EmptyCaseload: Story = {
  args: { patients: [], scope: 'mine' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'No patients on your caseload yet.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show the whole clinic' }));
    await expect(args.onScope).toHaveBeenCalledWith('all');
  },
};

/** The caseload as the list starts for a clinician: shown chosen, filled with a strong colour. */
export const CaseloadChosen: Story = {
  args: { scope: 'mine' },
  play: async ({ canvas, args }) => {
    const mine = canvas.getByRole('radio', { name: 'My caseload' });
    await expect(mine).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Whole clinic' })).not.toBeChecked();
    // The chosen label is white on the blue fill, not the grey track's dark text.
    const label = mine.closest('[data-part=item]')!;
    await expect(getComputedStyle(label).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(label).backgroundColor).toBe('rgb(37, 99, 235)');
    await userEvent.click(canvas.getByText('Whole clinic'));
    await expect(args.onScope).toHaveBeenCalledWith('all');
  },
};

/** A search of the caseload that finds nobody says so and widens to the clinic in one click. */
export const NoMatchInCaseload: Story = {
  args: { patients: [], scope: 'mine', q: 'hopper' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'No patients on your caseload match.',
    );
    await expect(canvas.getByText('Only your caseload was searched.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Search the whole clinic' }));
    await expect(args.onScope).toHaveBeenCalledWith('all');
  },
};

export const NoMatchInCaseloadRomanian: Story = {
  args: { patients: [], scope: 'mine', q: 'hopper' },
  globals: { locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Căutați în toată clinica' })).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { patients: [], q: 'zzz', scope: 'all' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('No patients match.');
    await expect(canvas.queryByRole('button', { name: 'Search the whole clinic' })).toBeNull();
  },
};

export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The patient list could not be loaded.',
    );
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Data nașterii' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    // The name column starts at the right: its header lies right of the MRN's.
    const name = canvas.getByRole('columnheader', { name: 'Name' }).getBoundingClientRect();
    const mrn = canvas.getByRole('columnheader', { name: 'MRN' }).getBoundingClientRect();
    await expect(name.left).toBeGreaterThan(mrn.left);
  },
};
