import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '@chakra-ui/react';
import { expect } from 'storybook/test';
import { englishTranslator } from '../../i18n/i18n';
import { HEADER_COLORS } from '../../config/layout-settings';
import { breadcrumbTrail, navGroups, pageTitle } from '../../routes/shell/panel-menu';
import { Breadcrumbs } from './breadcrumbs';
import { ShellFrame } from './shell-frame';

const t = englishTranslator;

const meta = {
  title: 'Shell/ShellFrame',
  component: ShellFrame,
  args: {
    groups: navGroups(t),
    headerColor: HEADER_COLORS.blue,
    children: (
      <>
        <Breadcrumbs trail={breadcrumbTrail('organization', t)} onNavigate={() => {}} />
        <Heading as="h1" size="2xl">
          {pageTitle('organization', t)}
        </Heading>
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShellFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a product page paints before the app has loaded: menu, header bar, breadcrumbs, heading. */
export const BeforeTheApp: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Organization' })).toBeVisible();
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.querySelectorAll('a')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Patients' })).toHaveAttribute(
      'href',
      '/app/panels/hospital/patient',
    );
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    // Nothing that waits for the app: no button, and the banner comes with the app's header.
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
  },
};

/** The header takes the colour it is given. */
export const AnotherHeaderColour: Story = {
  args: { headerColor: HEADER_COLORS.teal },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-frame-header]');
    await expect(bar && getComputedStyle(bar).backgroundColor).toBe('rgb(15, 118, 110)');
  },
};
