import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clinicApi } from '../../api/clinic/clinic.api';
import { httpClient } from '../../api/http/http-client';
import { accountApi } from '../../api/session/account.api';
import { resetMockClinic } from '../../mocks/clinic/clinic.db';
import { resetAccountData } from '../../mocks/session/account.db';
import { DEMO_ACCOUNT } from '../../mocks/session/demo-account';
import { useIsSignedIn, useMemberRoles } from '../session/auth-context';
import { pageUser, renderWithAuth } from '../session/page-test-kit';
import OrganizationPage from './organization-page';

const PATH = '/app/panels/hospital/organization';
// The page reads four lists through the mock API; jsdom on a shared machine is slow to draw them.
vi.setConfig({ testTimeout: 20_000 });
const slow = { timeout: 5_000 };

beforeEach(async () => {
  resetMockClinic();
  resetAccountData();
  const login = await accountApi.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  httpClient.configure({ getToken: () => login.access_token ?? null });
});
afterEach(() => httpClient.configure({ getToken: () => null }));

/** The page as a member who is not an owner sees it (shown only once the roles are theirs). */
function NonOwnerPage() {
  const signedIn = useIsSignedIn();
  const roles = useMemberRoles();
  return signedIn && !roles.includes('owner') ? <OrganizationPage /> : null;
}

describe('the organization page', () => {
  it('offers an owner the profile form, the invite form and every member action', async () => {
    renderWithAuth(PATH, <OrganizationPage />, { signedIn: true });
    expect(await screen.findByLabelText(/^Clinic name/, {}, slow)).toHaveValue(
      'Praxis Demo Clinic',
    );
    expect(screen.getByLabelText(/^Time zone/)).toHaveValue('Europe/Bucharest');
    expect(await screen.findByRole('button', { name: 'Edit Ioana Popescu' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reactivate Sam Rivera' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send the invitation' })).toBeVisible();
    const invitations = await screen.findByRole('table', { name: 'Invitations' }, slow);
    expect(within(invitations).getByText('new.colleague@praxis.clinic')).toBeVisible();
    expect(within(invitations).getByText('Expired')).toBeVisible();
  });

  it('shows a clinician the clinic and its members, and offers nothing to change', async () => {
    const { actor } = renderWithAuth(PATH, <NonOwnerPage />, { signedIn: true });
    await waitFor(() => expect(actor.getSnapshot().matches('signedIn')).toBe(true));
    actor.send({ type: 'auth.profile.updated', user: { ...pageUser, roles: ['clinician'] } });
    expect(await screen.findByText('Praxis Demo Clinic', {}, slow)).toBeVisible();
    expect(
      screen.getByText('Only an owner of the clinic can change its profile and settings.'),
    ).toBeVisible();
    const members = await screen.findByRole('table', { name: 'Members' }, slow);
    expect(within(members).getByText('Ioana Popescu')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Clinic name/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Deactivate / })).toBeNull();
    expect(screen.queryByText('Invite a member')).toBeNull();
    expect(screen.queryByRole('table', { name: 'Invitations' })).toBeNull();
  });

  it("saves an owner's reminder hours and feed initials to the clinic", async () => {
    const user = userEvent.setup();
    renderWithAuth(PATH, <OrganizationPage />, { signedIn: true });
    const card = await screen.findByRole('region', { name: 'Session reminders' }, slow);
    const hours = within(card).getByLabelText('Hours before the session');
    await user.clear(hours);
    await user.type(hours, '2, 48');
    await user.click(within(card).getByLabelText(/Show patients’ initials/));
    await user.click(within(card).getByRole('button', { name: 'Save the reminders' }));
    expect(await within(card).findByText('The reminder settings are saved.')).toBeVisible();
    expect((await clinicApi.profile()).settings).toMatchObject({
      reminderHours: [48, 2],
      calendarFeedInitials: true,
    });
  });

  it('says to whom an invitation went and lists it as pending', async () => {
    const user = userEvent.setup();
    renderWithAuth(PATH, <OrganizationPage />, { signedIn: true });
    await user.type(await screen.findByLabelText(/^E-mail/, {}, slow), 'grace@example.org');
    await user.click(screen.getByRole('checkbox', { name: 'Front desk' }));
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(
      await screen.findByText('Invitation sent to grace@example.org.', {}, slow),
    ).toBeVisible();
    const invitations = screen.getByRole('table', { name: 'Invitations' });
    const row = (await within(invitations).findByText('grace@example.org', {}, slow)).closest(
      'tr',
    )!;
    expect(within(row as HTMLElement).getByText('Pending')).toBeVisible();
    expect(within(row as HTMLElement).getByText('Front desk')).toBeVisible();
    // The form empties for the next invitation.
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('');
  });

  it('explains that the last owner cannot give up the role', async () => {
    const user = userEvent.setup();
    renderWithAuth(PATH, <OrganizationPage />, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Edit Dana Demo' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Dana Demo' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Owner' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the member' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The clinic must keep at least one active owner. Make another member an owner first.',
    );
  });

  it('asks before deactivating, says their sessions end, then marks the member', async () => {
    const user = userEvent.setup();
    renderWithAuth(PATH, <OrganizationPage />, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Deactivate Ioana Popescu' }, slow));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Ioana Popescu?' });
    expect(dialog).toHaveTextContent('every session they have open ends at once');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText('Ioana Popescu is deactivated; their sessions have ended.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Reactivate Ioana Popescu' })).toBeVisible(),
    );
  });

  it('shows every member a break-glass, and another owner a request waiting, to approve or decline', async () => {
    // The demo owner steps back from clinician, then (the only owner) takes it back: break-glass.
    await clinicApi.updateMember(DEMO_ACCOUNT.id, { roles: ['owner'] });
    const glass = await clinicApi.updateMember(DEMO_ACCOUNT.id, { roles: ['owner', 'clinician'] });
    expect(glass.grant).toMatchObject({ kind: 'break-glass', status: 'in-force' });
    const { unmount } = renderWithAuth(PATH, <OrganizationPage />, { signedIn: true });
    expect(
      await screen.findByText('Break-glass: Dana Demo gave themselves a clinical role', {}, slow),
    ).toBeVisible();
    unmount();

    // With a second owner, asking for a role again waits, and the requester may withdraw it.
    await clinicApi.updateMember('demo-clinician-2', { roles: ['owner', 'clinician'] });
    await clinicApi.updateMember(DEMO_ACCOUNT.id, { roles: ['owner'] });
    const asked = await clinicApi.updateMember(DEMO_ACCOUNT.id, {
      roles: ['owner', 'staff', 'clinician'],
    });
    expect(asked.grant).toMatchObject({ kind: 'approval', status: 'pending' });
    // The page's signed-in member is another owner (the page kit's user): they see it to answer.
    renderWithAuth(PATH, <OrganizationPage />, { signedIn: true });
    expect(await screen.findByText('Dana Demo asks for a clinical role', {}, slow)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Approve the request of Dana Demo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Decline the request of Dana Demo' })).toBeVisible();
  }, 60_000);
});
