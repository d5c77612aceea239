import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { englishTranslator } from '../../i18n/i18n';
import { searchablePages } from '../../routes/shell/panel-menu';
import { PageSearchBox } from './page-search-box';

const meta = {
  title: 'Shell/Header/Page search',
  component: PageSearchBox,
  args: {
    pages: searchablePages(englishTranslator),
    onNavigate: fn(),
    patientList: { href: '/app/panels/hospital/patient', search: fn() },
  },
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
    await userEvent.type(canvas.getByRole('combobox'), 'search');
    const options = canvas.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Knowledge search',
      'Literature search',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 pages found');
  },
};

export const KeyboardChoosesAPage: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('combobox');
    await userEvent.type(box, 'search');
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      canvas.getAllByRole('option')[1]?.id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/panels/hospital/searchliterature');
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

/** The notes, the chart and the session page need a record: no page name opens them empty. */
export const OffersNoPageThatNeedsARecord: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('combobox');
    await userEvent.type(box, 'soap');
    await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, 'patient');
    const options = canvas.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Patients']);
  },
};

/** A patient's name matches no page: the empty result links to the patient list's search. */
export const PointsANameToThePatientList: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('combobox');
    await userEvent.type(box, 'Fontaine');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No page matches “Fontaine”. Looking for a patient? Search the patient list for “Fontaine”.',
    );
    const link = canvas.getByRole('link', {
      name: 'Looking for a patient? Search the patient list for “Fontaine”.',
    });
    // The name is handed over, not put in the address.
    await expect(link).toHaveAttribute('href', '/app/panels/hospital/patient');
    // Tab reaches the link without closing the popup; following it opens the list searching.
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.patientList?.search).toHaveBeenCalledWith('Fontaine');
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/panels/hospital/patient');
    await expect(box).toHaveValue('');
  },
};

export const EnterOnANameSearchesThePatientList: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Fontaine{Enter}');
    await expect(args.patientList?.search).toHaveBeenCalledWith('Fontaine');
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/panels/hospital/patient');
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

/** In the right-to-left layout the (English) hint and what is typed keep their own order. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: 'Search pages' });
    await expect(box).toHaveAttribute('dir', 'auto');
    await userEvent.type(box, 'Fontaine');
    await expect(getComputedStyle(box).direction).toBe('ltr');
  },
};

const fontaine = {
  id: 'p-fontaine',
  familyName: 'Fontaine',
  givenName: 'Amélie',
  mrn: '000042',
  href: '/app/panels/hospital/patientview?id=p-fontaine',
};
const haddad = {
  id: 'p-haddad',
  familyName: 'حداد',
  givenName: 'ليلى',
  mrn: '000043',
  href: '/app/panels/hospital/patientview?id=p-haddad',
};

/** Finding patients too: the box says so, and a patient found opens their chart with Enter. */
export const FindsPatients: Story = {
  args: { patients: { status: 'found', patients: [fontaine] }, onQueryChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: 'Search pages and patients' });
    await userEvent.type(box, 'Fontane');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('Fontane');
    const options = canvas.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Fontaine, Amélie MRN 000042',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Patients found: 1.');
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(fontaine.href);
    await expect(box).toHaveValue('');
  },
};

/** Pages and patients in one list: the arrows go from the pages on to the patients. */
export const ArrowsReachThePatientsAfterThePages: Story = {
  args: { patients: { status: 'found', patients: [fontaine] } },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('combobox');
    await userEvent.type(box, 'pati');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Patients',
      'Fontaine, Amélie MRN 000042',
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(fontaine.href);
  },
};

export const SearchingPatients: Story = {
  args: { patients: { status: 'searching' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), '000042');
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching patients…');
  },
};

export const NoPatientMatches: Story = {
  args: { patients: { status: 'found', patients: [] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Zed');
    await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No patient you may see matches “Zed”.',
    );
    // The whole list is still one step away.
    await expect(
      canvas.getByRole('link', {
        name: 'Looking for a patient? Search the patient list for “Zed”.',
      }),
    ).toBeVisible();
  },
};

export const PatientSearchFailed: Story = {
  args: { patients: { status: 'failed' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Fontaine');
    await expect(canvas.getByRole('status')).toHaveTextContent('The patient search failed.');
  },
};

/** A right-to-left name keeps its own order beside the left-to-right MRN, isolated in `bdi`. */
export const PatientsRightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'fr' },
  args: { patients: { status: 'found', patients: [haddad, fontaine] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      canvas.getByRole('combobox', { name: 'Rechercher une page ou un patient' }),
      'حد',
    );
    const options = canvas.getAllByRole('option');
    await expect(options[0]?.querySelector('bdi')).toHaveTextContent('حداد, ليلى');
    await expect(options[0]).toHaveTextContent('N° de dossier 000043');
  },
};
