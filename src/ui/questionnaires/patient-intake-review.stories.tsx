import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { PatientProvidedIntake } from '../../../common/contracts/questionnaires.contract';
import { emptyIntakePart } from './intake-part-steps';
import { PatientIntakeReview } from './patient-intake-review';

const SENT: PatientProvidedIntake = {
  id: 'r-1',
  answeredAt: '2026-11-28T09:30:00Z',
  intake: {
    demographics: {
      ...emptyIntakePart().demographics,
      preferredName: 'Mara',
      pronouns: 'she/her',
      emergencyContact: 'Ion Ionescu',
      emergencyContactRelationship: 'brother',
    },
    presentingProblem: 'I have not slept properly for two months and panic on the way to work.',
    history: {
      ...emptyIntakePart().history,
      medical: 'Asthma; salbutamol when needed.',
      social: 'Live with my partner; work as a nurse.',
    },
  },
  reviewedAt: null,
  reviewedBy: null,
};
const REVIEWED: PatientProvidedIntake = {
  ...SENT,
  id: 'r-0',
  answeredAt: '2026-10-02T08:00:00Z',
  reviewedAt: '2026-10-03T12:00:00Z',
  reviewedBy: 'Dana Demo',
};

const meta = {
  title: 'Questionnaires/Patient intake review',
  component: PatientIntakeReview,
  args: {
    intakes: [SENT, REVIEWED],
    failed: false,
    onRetry: fn(),
    onAccept: fn(),
    onLeave: fn(),
    busy: false,
    refusal: null,
    timeZone: 'Europe/Bucharest',
  },
} satisfies Meta<typeof PatientIntakeReview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sent and not reviewed: marked patient-provided, what they wrote, accept or leave. */
export const ToReview: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: /Sent by the patient in the portal on/ });
    await expect(card).toHaveTextContent('Patient-provided');
    await expect(card).toHaveTextContent(SENT.intake.presentingProblem);
    await expect(card).toHaveTextContent('Mara');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Copy into this intake and mark reviewed' }),
    );
    await expect(args.onAccept).toHaveBeenCalledWith(SENT);
  },
};

export const LeaveIt: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark reviewed without copying' }));
    await expect(args.onLeave).toHaveBeenCalledWith(SENT);
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** Only reviewed parts: one line each, no buttons. */
export const AllReviewed: Story = {
  args: { intakes: [REVIEWED] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Reviewed on/)).toHaveTextContent('Dana Demo');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = { args: { intakes: null } };

export const ReadFailed: Story = {
  args: { failed: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ReviewRefused: Story = {
  args: { refusal: 'This intake part is already reviewed.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This intake part is already reviewed.',
    );
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl', locale: 'ro' } };
