import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { PatientIntakePart } from '../../../common/contracts/questionnaires.contract';
import { IntakePartAnswering } from './intake-part-answering';
import { emptyIntakePart } from './intake-part-steps';

const FILLED: PatientIntakePart = {
  demographics: {
    ...emptyIntakePart().demographics,
    preferredName: 'Mara',
    pronouns: 'she/her',
    phone: '+40 722 000 111',
    emergencyContact: 'Ion Ionescu',
    emergencyContactRelationship: 'brother',
    emergencyContactPhone: '+40 722 000 222',
  },
  presentingProblem: 'I have not slept properly for two months and panic on the way to work.',
  history: {
    psychiatric: 'Counselling at university, eight sessions.',
    medical: 'Asthma; salbutamol when needed.',
    substanceUse: 'A glass of wine at weekends.',
    family: '',
    social: 'Live with my partner; work as a nurse.',
  },
};

const meta = {
  title: 'Questionnaires/Intake part',
  component: IntakePartAnswering,
  args: { status: { kind: 'idle' }, onSubmit: fn() },
} satisfies Meta<typeof IntakePartAnswering>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first section: its title focused, the progress, its fields; no Back yet. */
export const FirstSection: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'About you' })).toHaveFocus();
    await expect(canvas.getByText('Section 1 of 8')).toBeVisible();
    await expect(canvas.getByLabelText('Your phone number')).toHaveAttribute('type', 'tel');
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
  },
};

/** Next moves on; Back returns with what was written kept. */
export const SectionByOneSection: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('The name you would like to be called'), 'Mara');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('heading', { name: 'An emergency contact' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByLabelText('The name you would like to be called')).toHaveValue('Mara');
  },
};

/** Too long a text keeps the patient on the section and says the limit beside the field. */
export const TooLong: Story = {
  play: async ({ canvas }) => {
    const pronouns = canvas.getByLabelText('Your pronouns');
    await userEvent.click(pronouns);
    await userEvent.paste('x'.repeat(41));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Too long: at most 40 characters.')).toBeVisible();
    await expect(pronouns).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('heading', { name: 'About you' })).toBeVisible();
  },
};

/** The review: every section, "change" returns to the review after Next, then send. */
export const Review: Story = {
  args: { initialPart: FILLED },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(FILLED.presentingProblem)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change: Your family' }));
    await userEvent.type(canvas.getByLabelText('Your family'), 'My mother: depression.');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send to my clinician' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...FILLED,
      history: { ...FILLED.history, family: 'My mother: depression.' },
    });
  },
};

/** Nothing written: nothing to send, and it says why. */
export const BlankReview: Story = {
  args: { initialPart: emptyIntakePart() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send to my clinician' })).toBeDisabled();
    await expect(
      canvas.getByText('Write something in at least one section before sending.'),
    ).toBeVisible();
  },
};

export const Sending: Story = { args: { initialPart: FILLED, status: { kind: 'sending' } } };

/** A failed send keeps every word, says so, and tries again with the same part. */
export const Failed: Story = {
  args: {
    initialPart: FILLED,
    status: { kind: 'failed', detail: 'The service is unavailable.' },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Nothing you wrote is lost');
    await expect(canvas.getByText(FILLED.presentingProblem)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(FILLED);
  },
};

export const Sent: Story = {
  args: {
    status: { kind: 'sent', result: { responseId: 'r-1', score: null, crisis: null } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Thank you: your part of the intake is sent')).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile2' } } };

export const PhoneRightToLeft: Story = {
  globals: { viewport: { value: 'mobile2' }, direction: 'rtl' },
};

export const ReviewRightToLeft: Story = {
  args: { initialPart: FILLED },
  globals: { viewport: { value: 'mobile2' }, direction: 'rtl' },
};
