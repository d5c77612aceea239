import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AiDraftReview } from './ai-draft-review';
import { STORY_DRAFT, STORY_MODEL_DRAFT, STORY_SHORTHAND_DRAFT } from './ai-draft-story-data';

/** The AI draft under review: sentences with their cue and source, what was left out, who wrote it. */
const meta = {
  title: 'Notes/AI draft review',
  component: AiDraftReview,
  args: { draft: STORY_DRAFT, onUse: fn(), onAgain: fn() },
} satisfies Meta<typeof AiDraftReview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SentencesWithSources: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('AI-assisted draft — review before signing; it never signs itself'),
    ).toBeVisible();
    await expect(canvas.getByText('Drafted by the rule-based drafter (offline).')).toBeVisible();
    const sentence = canvas.getByRole('button', { name: /^She appeared brighter/ });
    await expect(within(sentence).getByText('Cue: Observation')).toBeVisible();
    await userEvent.hover(sentence);
    await expect(canvas.getByTestId('draft-source').querySelector('mark')).toHaveTextContent(
      'She appeared brighter, with good eye contact.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Use this draft' }));
    await expect(args.onUse).toHaveBeenCalled();
  },
};

export const OmittedSentencesShown: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Left out of the note (2)'));
    const hi = canvas.getByRole('button', { name: /^Hi\./ });
    await expect(within(hi).getByText('Cue: Small talk')).toBeVisible();
    await userEvent.click(hi);
    await waitFor(() =>
      expect(canvas.getByTestId('draft-source').querySelector('mark')).toHaveTextContent('Hi.'),
    );
  },
};

export const FallbackNotConfigured: Story = {
  args: { draft: { ...STORY_DRAFT, offlineReason: 'not-configured' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/none is configured on the server/)).toBeVisible();
  },
};

export const FallbackNoConsent: Story = {
  args: { draft: { ...STORY_DRAFT, offlineReason: 'no-consent' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/no recording & AI consent on file/),
    ).toBeVisible();
  },
};

export const FallbackModelFailed: Story = {
  args: {
    draft: {
      ...STORY_DRAFT,
      offlineReason: 'provider-failed',
      fallback: { kind: 'timeout', message: 'The model did not answer within 60 s' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'The external model failed (The model did not answer within 60 s): the rule-based drafter wrote this draft.',
      ),
    ).toBeVisible();
  },
};

export const ExternalModel: Story = {
  args: { draft: STORY_MODEL_DRAFT },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Drafted by the model llama3.1:8b-instruct.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Risk remains low\./ }));
    await expect(canvas.getByText(/gave no source for this sentence/)).toBeVisible();
  },
};

export const Using: Story = {
  args: { using: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Putting the draft into the note…',
    );
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Subjective' })).toBeVisible();
  },
};

/** Issue 30: clinical shorthand, the risk statement in Assessment, the fields suggested unticked. */
export const ShorthandWithSuggestions: Story = {
  args: { draft: STORY_SHORTHAND_DRAFT },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Suggested fields')).toBeVisible();
    const risk = canvas.getByRole('checkbox', { name: /^Risk update: New concern/ });
    await expect(risk).not.toBeChecked();
    await userEvent.click(canvas.getByText('Motivational interviewing'));
    await userEvent.click(canvas.getByRole('button', { name: 'Use this draft' }));
    await expect(args.onUse).toHaveBeenCalledWith(
      expect.objectContaining({ interventions: ['MI'], risk: null }),
    );
  },
};

/** A sentence moved with "Move to…": it shows where the drafter had filed it. */
export const SentenceMoved: Story = {
  args: { draft: STORY_SHORTHAND_DRAFT },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Move “sleep poor” to another section' }).focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const assessment = await body.findByRole('menuitem', { name: 'Assessment' });
    // The menu takes the keys once it holds the focus (on a loaded machine, a moment after it shows).
    const menu = body.getByRole('menu');
    await waitFor(() =>
      expect(menu.contains(canvasElement.ownerDocument.activeElement)).toBe(true),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(assessment).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Moved from Subjective')).toBeVisible());
    await expect(canvas.getByRole('status')).toHaveTextContent('Moved to Assessment.');
  },
};

/** The move menu and the suggestions right to left. */
export const ShorthandRightToLeft: Story = {
  args: { draft: STORY_SHORTHAND_DRAFT },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Suggested fields')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Move “f/u 1wk” to another section' }),
    ).toBeVisible();
  },
};

/** A draft made before issue 30 has no suggestions: the review says nothing was suggested. */
export const NoSuggestions: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Nothing in the text suggests the interventions used or a risk update.',
      ),
    ).toBeVisible();
  },
};
