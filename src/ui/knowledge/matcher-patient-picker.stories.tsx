import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { PatientSummary } from '../../../common/contracts/patients.contract';
import { MatcherPatientPicker } from './matcher-patient-picker';

const patients: PatientSummary[] = [
  {
    id: 'p1',
    mrn: '000042',
    familyName: 'Hopper',
    givenName: 'Grace',
    preferredName: null,
    birthDate: '1986-12-09',
    status: 'active',
    primaryClinicianId: 'c1',
  },
  {
    id: 'p2',
    mrn: '000043',
    familyName: 'Wolfeschlegelsteinhausenbergerdorff',
    givenName: 'Hubert Blaine',
    preferredName: null,
    birthDate: '2011-02-01',
    status: 'active',
    primaryClinicianId: 'c1',
  },
];

const meta = {
  title: 'Knowledge/Matcher/Patient picker',
  component: MatcherPatientPicker,
  args: { q: 'h', patients, loading: false, failed: false, onSearch: fn(), onPick: fn() },
} satisfies Meta<typeof MatcherPatientPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Match treatments for Grace Hopper' }),
    );
    await expect(args.onPick).toHaveBeenCalledWith(patients[0]);
    await userEvent.type(canvas.getByLabelText('Find a patient'), 'o');
    await expect(args.onSearch).toHaveBeenCalledWith('ho');
  },
};

export const MoreThanShown: Story = {
  args: { q: '', more: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Showing the first 2 patients. Type a name, MRN or birth date to find another.',
      ),
    ).toBeVisible();
  },
};

export const AllShown: Story = {
  args: { more: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Showing the first/)).not.toBeInTheDocument();
  },
};

export const NoneFound: Story = {
  args: { patients: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No patient matches.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { patients: null, failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The patients could not be searched.',
    );
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '为 Grace Hopper 匹配疗法' })).toBeVisible();
  },
};
