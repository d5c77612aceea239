import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BookSlotPanel } from './book-slot-panel';

const ada = {
  id: 'p-1',
  mrn: '000001',
  givenName: 'Ada',
  familyName: 'Lovelace',
  preferredName: null,
  birthDate: '1985-12-10',
} as Parameters<Parameters<typeof BookSlotPanel>[0]['hrefOf']>[0];

const meta = {
  title: 'Calendar/Book from a slot',
  component: BookSlotPanel,
  args: {
    when: 'Monday, November 30, 2026, 9:00 AM',
    clinician: 'Grace Okafor',
    results: null,
    searching: false,
    failed: false,
    onSearch: fn(),
    hrefOf: (patient) => `/app/panels/hospital/patientviewsession?patientId=${patient.id}`,
    onNavigate: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof BookSlotPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The slot chosen: the search has focus, Enter searches. */
export const FindThePatient: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText(
        'Book a session with Grace Okafor on Monday, November 30, 2026, 9:00 AM: find the patient',
      ),
    ).toBeVisible();
    await userEvent.keyboard('Lovelace{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('Lovelace');
  },
};

export const Found: Story = {
  args: { results: [ada] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Ada Lovelace' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      '/app/panels/hospital/patientviewsession?patientId=p-1',
    );
  },
};

export const NoneFound: Story = {
  args: { results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No patient matches.');
  },
};

export const SearchFailed: Story = {
  args: { failed: true, clinician: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The patients could not be searched.',
    );
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { results: [ada] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ada Lovelace' })).toBeVisible();
  },
};
