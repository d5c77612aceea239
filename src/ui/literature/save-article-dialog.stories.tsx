import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { PatientSummary } from '../../../common/contracts/patients.contract';
import { FIXTURE_ARTICLES } from '../../mocks/literature/literature.fixtures';
import { SaveArticleDialog } from './save-article-dialog';

const patient = (
  id: string,
  givenName: string,
  familyName: string,
  mrn: string,
): PatientSummary => ({
  id,
  mrn,
  givenName,
  familyName,
  preferredName: null,
  birthDate: '1985-12-10',
  status: 'active',
  primaryClinicianId: 'clinician-1',
});
const patients = [
  patient('p1', 'Ada', 'Lovelace', '000001'),
  patient('p2', 'Grace', 'Hopper', '000002'),
];

const meta = {
  title: 'Literature/Save dialog',
  component: SaveArticleDialog,
  args: {
    article: FIXTURE_ARTICLES[0]!.article,
    canSaveToPatient: true,
    patientQuery: '',
    onPatientQuery: fn(),
    onChooseTarget: fn(),
    patientChoices: { patients, loading: false, failure: null },
    onSave: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof SaveArticleDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = () => screen.findByRole('dialog', { name: 'Save this article' });
const expectVisible = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

export const ToTheClinicList: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await findDialog());
    await expect(dialog.getByRole('radio', { name: "The clinic's reading list" })).toBeChecked();
    await userEvent.type(dialog.getByLabelText('Note'), '  For the team meeting ');
    await userEvent.click(dialog.getByRole('button', { name: 'Save the article' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      patientId: null,
      note: 'For the team meeting',
    });
  },
};

export const ToAPatientChart: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await findDialog());
    await userEvent.click(dialog.getByRole('radio', { name: "A patient's chart" }));
    await expect(args.onChooseTarget).toHaveBeenCalledWith('patient');
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Find a patient' }), 'a');
    await expect(args.onPatientQuery).toHaveBeenCalledWith('a');
    await userEvent.click(dialog.getByRole('button', { name: 'Save the article' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Choose the patient.');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('radio', { name: /^Grace Hopper, MRN 000002/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save the article' }));
    await expect(args.onSave).toHaveBeenCalledWith({ patientId: 'p2', note: '' });
  },
};

export const PatientSearchFailed: Story = {
  args: { patientChoices: { patients: null, loading: false, failure: 'Wrong Services' } },
  play: async ({ userEvent }) => {
    const dialog = within(await findDialog());
    await userEvent.click(dialog.getByRole('radio', { name: "A patient's chart" }));
    await expectVisible(dialog.getByText('Patients could not be searched: Wrong Services'));
  },
};

export const PatientSearchLoading: Story = {
  args: { patientChoices: { patients: null, loading: true, failure: null } },
  play: async ({ userEvent }) => {
    const dialog = within(await findDialog());
    await userEvent.click(dialog.getByRole('radio', { name: "A patient's chart" }));
    await expectVisible(dialog.getByText('Looking for patients…'));
  },
};

export const NoPatientMatches: Story = {
  args: { patientQuery: 'zz', patientChoices: { patients: [], loading: false, failure: null } },
  play: async ({ userEvent }) => {
    const dialog = within(await findDialog());
    await userEvent.click(dialog.getByRole('radio', { name: "A patient's chart" }));
    await expectVisible(dialog.getByText('No patient matches.'));
  },
};

export const ClinicListOnly: Story = {
  args: { canSaveToPatient: false },
  play: async () => {
    const dialog = within(await findDialog());
    await expect(dialog.queryByRole('radio')).toBeNull();
    await expectVisible(dialog.getByText("The clinic's reading list"));
  },
};

export const AlreadySaved: Story = {
  args: { outcome: { kind: 'duplicate' } },
  play: async () => {
    const dialog = within(await findDialog());
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'This article is already on that reading list.',
    );
  },
};

export const Saved: Story = {
  args: { outcome: { kind: 'saved' } },
  play: async ({ args, userEvent }) => {
    const dialog = within(await findDialog());
    await expect(dialog.getByRole('status')).toHaveTextContent(
      "Saved to the clinic's reading list.",
    );
    const close = dialog.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { outcome: { kind: 'failed', detail: 'Your role in this clinic does not allow this.' } },
  play: async () => {
    const dialog = within(await findDialog());
    await expect(dialog.getByRole('alert')).toHaveTextContent('does not allow this');
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async () => {
    const dialog = within(await findDialog());
    await expect(dialog.getByRole('button', { name: /Saving/ })).toBeDisabled();
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, userEvent }) => {
    await findDialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Salvați acest articol' })).toBeTruthy();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async () => {
    const dialog = await findDialog();
    const title = within(dialog).getByText('Save this article').getBoundingClientRect();
    const box = dialog.getBoundingClientRect();
    await waitFor(() => expect(title.right).toBeGreaterThan(box.left + box.width / 2));
  },
};
