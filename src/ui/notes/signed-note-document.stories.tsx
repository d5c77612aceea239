import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { leftEdgeOf } from '../format/visual-order.story-kit';
import { emptyNoteContent } from '../../../common/contracts/notes.contract';
import { SIGNED_NOTE, STORY_SESSION, STORY_ZONE } from './note-story-data';
import { SignedNoteDocument } from './signed-note-document';

const meta = {
  title: 'Notes/Signed note document',
  component: SignedNoteDocument,
  args: {
    note: SIGNED_NOTE,
    clinic: { name: 'Praxis Test Clinic', address: 'Strada Exemplu 1, 010101 București' },
    patient: { name: 'Grace Hopper', mrn: '000002', birthDate: '1985-12-09' },
    session: STORY_SESSION,
    timeZone: STORY_ZONE,
  },
} satisfies Meta<typeof SignedNoteDocument>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Signed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Signed by Ada Lovelace, PsyD, licence DEMO-0001 (clinician)'),
    ).toBeVisible();
    await expect(canvas.getByText('SHA-256: 9f86d081884c')).toBeVisible();
    await expect(canvas.getByText('CBT, Behavioural activation')).toBeVisible();
    // What a printed record needs (issue 30): the clinic's address, the MRN and birth date.
    await expect(canvas.getByText('Strada Exemplu 1, 010101 București')).toBeVisible();
    await expect(canvas.getByText('Grace Hopper · MRN 000002')).toBeVisible();
    await expect(canvas.getByText('December 9, 1985')).toBeVisible();
    // Each printed page is footed with the patient and its number.
    const rule = canvasElement.querySelector('article style')?.textContent ?? '';
    await expect(rule).toContain('@bottom-left { content: "Grace Hopper · MRN 000002"');
    await expect(rule).toContain('counter(page) " of " counter(pages)');
  },
};

/** A clinic with no address on file prints none: no empty "Address" line. */
export const ClinicWithoutAddress: Story = {
  args: { clinic: { name: 'Praxis Test Clinic', address: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Praxis Test Clinic')).toBeVisible();
    await expect(canvas.queryByText('Address:')).toBeNull();
  },
};

/** Fields the clinician left empty are left out of the record, never printed as "None". */
export const FewFieldsFilled: Story = {
  args: {
    note: {
      ...SIGNED_NOTE,
      content: {
        ...SIGNED_NOTE.content,
        fields: {
          ...SIGNED_NOTE.content.fields,
          interventions: [],
          riskUpdate: null,
          nextSession: '',
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('09:00')).toBeVisible();
    await expect(canvas.getByText('In person')).toBeVisible();
    for (const empty of ['Participants', 'Interventions used', 'Risk note', 'Next session'])
      await expect(canvas.queryByText(empty, { exact: true })).toBeNull();
    await expect(canvas.queryByText('None')).toBeNull();
  },
};

export const NoFieldsFilled: Story = {
  args: {
    note: {
      ...SIGNED_NOTE,
      content: { ...SIGNED_NOTE.content, fields: emptyNoteContent().fields },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Keep the sleep diary.')).toBeVisible();
    await expect(canvas.queryByText('Start time', { exact: true })).toBeNull();
  },
};

export const WithAddenda: Story = {
  args: {
    note: {
      ...SIGNED_NOTE,
      addenda: [
        {
          id: 'a-1',
          text: 'The patient called after the session to report a new stressor.',
          reason: 'Late information',
          authorId: 'u-1',
          authorName: 'Ada Lovelace',
          authorCredentials: 'PsyD',
          authorLicenceNumber: 'DEMO-0001',
          signedAt: '2026-11-25T08:00:00.000Z',
          sha256: 'aa'.repeat(32),
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Addenda' })).toBeVisible();
    await expect(canvas.getByText('Reason: Late information')).toBeVisible();
  },
};

export const EnteredInError: Story = {
  args: {
    note: {
      ...SIGNED_NOTE,
      status: 'entered-in-error',
      enteredInError: {
        reason: 'Wrong patient',
        at: '2026-11-25T09:00:00.000Z',
        byName: 'Ada Lovelace',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Entered in error')).toBeVisible();
    await expect(canvas.getByText(/Reason: Wrong patient\./)).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Signature' })).toBeVisible();
    // The clinician's text keeps its own direction: the period ends the sentence, on its right.
    const text = canvas.getByText('Slept better this week; worries at work are fewer.');
    await expect(text).toHaveAttribute('dir', 'auto');
    await expect(leftEdgeOf(text, '.')).toBeGreaterThan(leftEdgeOf(text, 'fewer'));
    // A label's colon stays after the label ("Patient:", not ":Patient"); the name is isolated.
    const label = canvas.getByText('Patient:');
    await expect(leftEdgeOf(label, ':')).toBeGreaterThan(leftEdgeOf(label, 'Patient'));
    await expect(canvasElement.querySelector('bdi')).toHaveTextContent('Praxis Test Clinic');
  },
};

export const AiAssisted: Story = {
  args: {
    note: {
      ...SIGNED_NOTE,
      aiAssist: {
        draftId: 'd-1',
        provider: 'offline',
        model: null,
        sourceKind: 'transcript',
        draftedAt: '2026-11-24T07:50:00.000Z',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('AI-assisted (rule-based drafter)')).toBeVisible();
    await expect(canvas.getByText(/from a transcript$/)).toBeVisible();
  },
};
