import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../config/constants';
import { PRODUCT_PAGE_COMPONENTS } from '../product-page-components';
import { renderWithAuth } from '../session/page-test-kit';
import { LayoutContext } from './layout-context';
import MainLayoutRoute from './main-layout-route';

/** The panel as the app mounts it: under a signed-in member (pages offer by role) and the layout. */
async function renderPanel(path: string, viewportWidth = 1280) {
  const { location } = renderWithAuth(
    path,
    <LayoutContext.Provider options={{ input: { viewportWidth } }}>
      <Route path="/app/panels/hospital/:page" component={MainLayoutRoute} />
    </LayoutContext.Provider>,
    { signedIn: true },
  );
  // The page shows once auth start is over, as in the app.
  await screen.findByRole('main');
  return location;
}

describe('MainLayoutRoute', () => {
  it('shows the product page inside the layout, with breadcrumb and document title', async () => {
    await renderPanel('/app/panels/hospital/patient');
    expect(await screen.findByRole('heading', { level: 1, name: 'Patients' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb).toHaveTextContent('WelcomePatients');
    expect(document.title).toBe('Patients · Praxis');
    expect(screen.getByRole('link', { name: 'Patients' })).toHaveAttribute('aria-current', 'page');
  });

  it("names the booking form in the breadcrumb and the tab, not as the session's page", async () => {
    await renderPanel('/app/panels/hospital/patientviewsession?patientId=p1');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Book a session')).toHaveAttribute('aria-current', 'page');
    expect(breadcrumb).not.toHaveTextContent('Patient session');
    expect(document.title).toBe('Book a session · Praxis');
  });

  it('redirects an unknown page to the organization page', async () => {
    const location = await renderPanel('/app/panels/hospital/analytics');
    expect(location.history.at(-1)).toBe(ROUTES.landing);
  });

  it('navigates from the sidebar without reloading the page', async () => {
    // The page's module is compiled first: the test is about the navigation, and on a loaded
    // machine compiling the literature page alone took longer than a find waits.
    await PRODUCT_PAGE_COMPONENTS.searchliterature.preload();
    const location = await renderPanel('/app/panels/hospital/organization');
    await userEvent.click(screen.getByRole('link', { name: 'Literature search' }));
    expect(location.history.at(-1)).toBe('/app/panels/hospital/searchliterature');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Literature search' }),
    ).toBeInTheDocument();
  });

  it('moves focus to the new page content after navigating, not on first load', async () => {
    await renderPanel('/app/panels/hospital/organization');
    expect(screen.getByRole('main')).not.toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Patients' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('collapses the sidebar to icons with the header toggle', async () => {
    await renderPanel('/app/panels/hospital/organization');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(screen.getByRole('complementary')).toHaveAttribute('data-mode', 'collapsed');
    expect(screen.getByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
  });

  it('shows icons only between 992 and 1024 px', async () => {
    await renderPanel('/app/panels/hospital/organization', 1000);
    expect(screen.getByRole('complementary')).toHaveAttribute('data-mode', 'collapsed');
  });

  it('moves the sidebar off-canvas under 992 px, behind an open-menu button', async () => {
    await renderPanel('/app/panels/hospital/organization', 800);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('puts the offline notice in the content region and keeps the menu while offline', async () => {
    await renderPanel('/app/panels/hospital/patient');
    await screen.findByRole('heading', { level: 1, name: 'Patients' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('main')).toHaveTextContent('You are offline');
    expect(screen.queryByRole('heading', { name: 'Patients' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });
});
