import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { DueQuestionnaire } from '../../../common/contracts/questionnaires.contract';
import { PortalQuestionnairesSection } from './portal-questionnaires-section';

const due = (questionnaire: DueQuestionnaire['questionnaire']): DueQuestionnaire => ({
  assignmentId: `a-${questionnaire}`,
  questionnaire,
  dueKey: questionnaire === 'intake' ? 'once' : 'period:0',
  sessionId: null,
});

const meta = {
  title: 'Portal/Questionnaires to answer',
  component: PortalQuestionnairesSection,
  args: {
    state: { kind: 'ready', due: [due('phq9'), due('gad7'), due('intake')] },
    onRetry: fn(),
    hrefs: { questionnaires: '/portal/questionnaires', intake: '/portal/intake' },
    onNavigate: fn(),
  },
} satisfies Meta<typeof PortalQuestionnairesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One link per questionnaire due; the intake's part opens its own page. */
export const SomeDue: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('link', { name: 'Your part of the intake' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/portal/intake');
  },
};

export const NothingDue: Story = {
  args: { state: { kind: 'ready', due: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing to answer now.')).toBeVisible();
  },
};

export const Loading: Story = { args: { state: { kind: 'loading' } } };

export const Failed: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Read the questionnaires again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const PhoneRightToLeft: Story = {
  globals: { viewport: { value: 'mobile2' }, direction: 'rtl', locale: 'fr' },
};
