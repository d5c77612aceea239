import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { TreatmentMatch } from '../../../common/contracts/knowledge.contract';
import { TreatmentMatchesCard, treatmentMatcherHref } from './treatment-matches-card';

const match = (title: string, level: TreatmentMatch['level']): TreatmentMatch => ({
  entryId: title.toLowerCase().replace(/[^a-z]+/g, '-'),
  title,
  summary: '',
  level,
  condition: 'Obsessive-compulsive disorder',
  reasons: [{ kind: 'age', ageGroup: 'adult' }],
  sources: [],
  cautions: [],
  score: 1,
  literatureQuery: title,
});

const meta = {
  title: 'Patients/Chart/Treatment matches',
  component: TreatmentMatchesCard,
  args: {
    matches: [
      match('Exposure and response prevention (ERP) for OCD', 'strong'),
      match('Cognitive therapy for OCD', 'moderate'),
      match('Acceptance and commitment therapy', 'emerging'),
      match('A fourth treatment, not shown', 'emerging'),
    ],
    loading: false,
    failed: false,
    matcherHref: treatmentMatcherHref('p1'),
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof TreatmentMatchesCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TopThree: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('Strong evidence')).toBeVisible();
    await expect(canvas.queryByText('A fourth treatment, not shown')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Open the treatments matcher' })).toHaveAttribute(
      'href',
      '/app/panels/hospital/searchknowledge?tab=matcher&patient=p1',
    );
  },
};

export const NoneMatched: Story = {
  args: { matches: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        "No treatment matches this patient's diagnoses and presenting problems yet.",
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { matches: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Matching treatments…');
  },
};

export const Failed: Story = {
  args: { matches: null, failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The treatments could not be matched.',
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Traitements recommandés' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Renowned treatments' });
    await expect(heading.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth / 2);
  },
};
