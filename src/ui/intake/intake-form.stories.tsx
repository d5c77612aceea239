import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { emptyIntakeContent, type IntakeContent } from '../../../common/contracts/intake.contract';
import { IntakeForm, type IntakeFormProps } from './intake-form';
import { storyContent } from './intake-story-data';

/** The form with its content in state, as the page's draft keeps it. */
function LiveForm(props: Omit<IntakeFormProps, 'content' | 'onChange'> & { start: IntakeContent }) {
  const { start, ...rest } = props;
  const [content, setContent] = useState(start);
  return <IntakeForm {...rest} content={content} onChange={setContent} />;
}

const meta = {
  title: 'Intake/Form',
  component: LiveForm,
  args: {
    start: emptyIntakeContent(),
    flagged: false,
    onSign: fn(),
    onBlur: fn(),
    inlineDialog: true,
  },
} satisfies Meta<typeof LiveForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewIntake: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Intake sections' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(10);
    await expect(within(nav).getByRole('link', { name: 'Risk assessment' })).toHaveAttribute(
      'href',
      '#intake-risk',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    // Nothing in it yet: not offered for signing, and the reason is said.
    await expect(canvas.getByRole('button', { name: 'Sign intake' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByText('Fill in at least one section')).toBeVisible());
  },
};

export const AlertRaisedThenAcknowledged: Story = {
  play: async ({ canvas }) => {
    const item9 = canvas.getByRole('group', { name: /^9\. Thoughts that you would be better off/ });
    await userEvent.click(within(item9).getByRole('radio', { name: 'Several days (1)' }));
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Safety alert');
    const sign = canvas.getByRole('button', { name: 'Sign intake' });
    await expect(sign).toBeDisabled();
    await userEvent.click(within(alert).getByRole('checkbox'));
    const risk = canvas.getByRole('region', { name: 'Risk assessment' });
    await userEvent.click(within(risk).getByRole('radio', { name: 'High' }));
    await userEvent.type(within(risk).getByRole('textbox', { name: /Rationale/ }), 'Active plan.');
    await expect(sign).toBeEnabled();
  },
};

export const Completed: Story = {
  args: { start: storyContent(), flagged: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('has been flagged');
    await expect(canvas.getByRole('button', { name: 'Sign intake' })).toBeEnabled();
  },
};

/** An empty section named in the confirmation: its link closes the dialog and focuses it. */
export const EmptySectionLinkMovesFocus: Story = {
  args: { start: storyContent({ goals: [], consents: [] }), flagged: true, inlineDialog: false },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign intake' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign this intake?' });
    const links = within(dialog).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Medical history',
      'Substance use',
      'Family history',
      'Goals',
      'Consents',
    ]);
    await userEvent.click(within(dialog).getByRole('link', { name: 'Goals' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Goals' })).toHaveFocus());
    await expect(args.onSign).not.toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  args: { start: storyContent(), flagged: true },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('navigation', { name: 'Intake sections' })).toBeVisible(),
    );
  },
};

/** The form under a sticky bar of the shell header's height, as the page shows it. */
function UnderStickyHeader(props: Parameters<typeof LiveForm>[0]) {
  return (
    <>
      <Box
        data-testid="sticky-header"
        position="sticky"
        top="0"
        zIndex="sticky"
        height="header"
        bg="blue.700"
      />
      <Box p="4">
        <LiveForm {...props} />
      </Box>
    </>
  );
}

/** A section opened from the list shows its title below the sticky header, not under it. */
export const SectionLinkClearsTheStickyHeader: Story = {
  render: (args) => <UnderStickyHeader {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Intake sections' });
    const header = canvas.getByTestId('sticky-header');
    for (const section of ['Mental status exam', 'PHQ-9 (depression)']) {
      // What following the link does (the test frame's base address turns a bare fragment link
      // into a page load): the browser scrolls its target into view, minding its scroll margin.
      const link = within(nav).getByRole<HTMLAnchorElement>('link', { name: section });
      const target = canvasElement.ownerDocument.getElementById(link.hash.slice(1));
      target?.scrollIntoView({ block: 'start' });
      const heading = canvas.getByRole('heading', { name: section, level: 2 });
      // Scrolled to it (near the top) and clear of the header (not under it).
      await waitFor(() => {
        const top = heading.getBoundingClientRect().top;
        const headerBottom = header.getBoundingClientRect().bottom;
        expect(top).toBeLessThan(headerBottom + 48);
        expect(top).toBeGreaterThanOrEqual(headerBottom);
      });
    }
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};
