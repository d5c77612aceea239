import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyMatch, storyRiskAndCaution } from './knowledge-story-data';
import { MatchResults } from './match-results';

const meta = {
  title: 'Knowledge/Matcher/Results',
  component: MatchResults,
  args: { result: storyMatch, loading: false, failure: null, onRetry: fn(), onNavigate: fn() },
} satisfies Meta<typeof MatchResults>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RankedWithReasons: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'F42.2 Mixed obsessional thoughts and acts; problems: checking the stove for hours; adult',
      ),
    ).toBeVisible();
    const [first, second] = canvas.getAllByRole('heading', { level: 3 }).slice(1);
    await expect(first).toHaveTextContent('1.Exposure and response prevention (ERP) for OCD');
    await expect(second).toHaveTextContent('2.Cognitive therapy for OCD');
    const item = first!.closest('li')!;
    await expect(within(item).getByText('Strong evidence')).toBeVisible();
    await expect(
      within(item).getByText('Diagnosis F42.2 is a form of obsessive-compulsive disorder'),
    ).toBeVisible();
    await expect(within(item).getByText('Presenting problem mentions “checking”')).toBeVisible();
    await expect(within(item).getByText('Suited to adults')).toBeVisible();
    await expect(
      within(item).getByRole('link', {
        name: 'Search the literature for Exposure and response prevention (ERP) for OCD',
      }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/app\/panels\/hospital\/searchliterature\?q=/),
    );
    await expect(within(item).getByRole('link', { name: /^Read about Exposure/ })).toHaveAttribute(
      'href',
      '/app/panels/hospital/searchknowledge?entry=exposure-response-prevention',
    );
  },
};

export const NoneMatched: Story = {
  args: {
    result: {
      basis: { diagnoses: [], problems: 'feels stuck', ageGroup: null, riskFlags: [] },
      matches: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('problems: feels stuck')).toBeVisible();
    await expect(
      canvas.getByRole('heading', {
        name: 'No treatment in the knowledge base matches these diagnoses and problems.',
      }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { result: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Matching treatments…');
  },
};

export const Failed: Story = {
  args: { result: null, failure: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The treatments could not be matched.',
    );
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Potrivit pentru adulți')[0]).toBeVisible();
    await expect(canvas.getAllByText('Dovezi solide')[0]).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const heading = canvas.getAllByRole('heading', { level: 3 })[1]!.getBoundingClientRect();
    await expect(heading.right).toBeGreaterThan(window.innerWidth / 2);
  },
};

export const RiskFirstWithCaution: Story = {
  args: { result: storyRiskAndCaution },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/; adult; flagged for suicide risk$/)).toBeVisible();
    const [first, second] = canvas.getAllByRole('heading', { level: 3 }).slice(1);
    await expect(first).toHaveTextContent('1.Safety planning intervention');
    const risky = within(first!.closest('li')!);
    await expect(risky.getByText('Shown first because of a risk flag')).toBeVisible();
    await expect(
      risky.getByText(/The chart is flagged for suicide risk\. Safety comes/),
    ).toBeVisible();
    await expect(second).toHaveTextContent('2.Cognitive behavioural therapy for insomnia (CBT-I)');
    const careful = within(second!.closest('li')!);
    await expect(careful.getByText('Take care: Bipolar disorder (F31.81)')).toBeVisible();
    await expect(careful.getByText(/Sleep restriction can trigger hypomania/)).toBeVisible();
    await expect(
      careful.getByRole('list', { name: 'Sources for the caution about Bipolar disorder' }),
    ).toBeVisible();
  },
};

export const RiskFirstInChinese: Story = {
  args: { result: storyRiskAndCaution },
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('因风险标记而排在首位')).toBeVisible();
    await expect(canvas.getByText('注意：Bipolar disorder（F31.81）')).toBeVisible();
  },
};

export const RiskFirstRightToLeft: Story = {
  args: { result: storyRiskAndCaution },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const notice = canvas.getByText('Shown first because of a risk flag').getBoundingClientRect();
    await expect(notice.right).toBeGreaterThan(window.innerWidth / 2);
  },
};
