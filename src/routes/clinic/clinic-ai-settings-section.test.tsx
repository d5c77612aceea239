import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLINIC_PATHS } from '../../../common/contracts/clinic.contract';
import { clinicApi } from '../../api/clinic/clinic.api';
import { httpClient } from '../../api/http/http-client';
import { accountApi } from '../../api/session/account.api';
import { resetMockClinic } from '../../mocks/clinic/clinic.db';
import { fail, url } from '../../mocks/clinic/clinic.mock-http';
import { server } from '../../mocks/node';
import { resetAccountData } from '../../mocks/session/account.db';
import { DEMO_ACCOUNT } from '../../mocks/session/demo-account';
import { renderWithAuth } from '../session/page-test-kit';
import OrganizationPage from './organization-page';

const PATH = '/app/panels/hospital/organization';
// The page reads four lists through the mock API; jsdom on a shared machine is slow to draw them.
vi.setConfig({ testTimeout: 20_000 });
const slow = { timeout: 5_000 };
const SAVE = 'Save AI and recording settings';

beforeEach(async () => {
  resetMockClinic();
  resetAccountData();
  const login = await accountApi.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  httpClient.configure({ getToken: () => login.access_token ?? null });
});
afterEach(() => {
  httpClient.configure({ getToken: () => null });
  server.events.removeAllListeners();
});

const section = async () => screen.findByRole('region', { name: 'AI and recordings' }, slow);

/** The addresses of the PATCHes the page sends from now on. */
function patchesSent(): string[] {
  const patches: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH') patches.push(request.url);
  });
  return patches;
}

describe('the clinic’s AI and recordings settings', () => {
  it('lets an owner turn AI drafting off; the answer shows it and the other settings stay', async () => {
    const user = userEvent.setup();
    renderWithAuth(PATH, <OrganizationPage />, { signedIn: true });
    const card = await section();
    await user.click(within(card).getByRole('radio', { name: 'Off' }));
    await user.click(
      within(card).getByRole('checkbox', { name: 'Keep audio after transcription' }),
    );
    await user.click(within(card).getByRole('button', { name: SAVE }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'The AI and recording settings are saved.',
    );
    expect(within(card).getByRole('radio', { name: 'Off' })).toBeChecked();
    const stored = await clinicApi.profile();
    expect(stored.settings).toEqual({
      defaultSessionMinutes: 50,
      aiDrafting: 'off',
      noteStyleInstructions: '',
      keepAudio: true,
      transcriptRetentionDays: null,
      audioRetentionDays: 30,
      reminderHours: [24],
      calendarFeedInitials: false,
      firstDayOfWeek: 1,
      twoFactorRequired: false,
      shareSignedNotes: false,
      cancellationWindowHours: 24,
      selfScheduling: false,
    });
  });

  it('shows a member who is not an owner the settings, with nothing to change', async () => {
    renderWithAuth(PATH, <OrganizationPage />, { signedIn: true, roles: ['clinician'] });
    const card = await section();
    expect(within(card).getByText('Rule-based drafter on this server (offline)')).toBeVisible();
    expect(within(card).getByText('Deleted once transcribed')).toBeVisible();
    expect(within(card).getByText('Kept with the record')).toBeVisible();
    expect(
      within(card).getByText(
        'Audio deleted at the latest 30 days after recording, transcribed or not',
      ),
    ).toBeVisible();
    expect(
      within(card).getByText('Only an owner of the clinic can change these settings.'),
    ).toBeVisible();
    expect(within(card).queryByRole('radio')).toBeNull();
    expect(within(card).queryByRole('textbox')).toBeNull();
    expect(within(card).queryByRole('checkbox')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('refuses days outside 1–3650 with a message, and sends nothing', async () => {
    const user = userEvent.setup();
    const patches = patchesSent();
    renderWithAuth(PATH, <OrganizationPage />, { signedIn: true });
    const card = await section();
    await user.click(within(card).getByRole('radio', { name: 'Delete after a number of days' }));
    const days = within(card).getByLabelText(/^Days after the session/);
    await user.type(days, '0');
    await user.click(within(card).getByRole('button', { name: SAVE }));
    expect(days).toHaveAccessibleDescription(/Enter whole days from 1 to 3650\./);
    expect(days).toHaveFocus();
    expect(patches).toEqual([]);
    expect((await clinicApi.profile()).settings.transcriptRetentionDays).toBeNull();
  });

  it('lets an owner shorten how long audio is kept; the server stores it and the form shows it', async () => {
    const user = userEvent.setup();
    renderWithAuth(PATH, <OrganizationPage />, { signedIn: true });
    const card = await section();
    const audioDays = within(card).getByLabelText(/^Days a recording's audio is kept at most/);
    expect(audioDays).toHaveValue('30');
    expect(audioDays).toHaveAccessibleDescription(
      /deleted at the latest this many days after it was recorded\. From 1 to 30 days\./,
    );
    await user.clear(audioDays);
    await user.type(audioDays, '7');
    await user.click(within(card).getByRole('button', { name: SAVE }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'The AI and recording settings are saved.',
    );
    expect(audioDays).toHaveValue('7');
    const stored = await clinicApi.profile();
    expect(stored.settings.audioRetentionDays).toBe(7);
    expect(stored.settings.transcriptRetentionDays).toBeNull();
  });

  it.each(['31', '0', '2.5', ''])(
    'refuses %j days of audio with the contract’s limits, focuses the field and sends nothing',
    async (typed) => {
      const user = userEvent.setup();
      const patches = patchesSent();
      renderWithAuth(PATH, <OrganizationPage />, { signedIn: true });
      const card = await section();
      const audioDays = within(card).getByLabelText(/^Days a recording's audio is kept at most/);
      await user.clear(audioDays);
      if (typed) await user.type(audioDays, typed);
      await user.click(within(card).getByRole('button', { name: SAVE }));
      expect(audioDays).toHaveAccessibleDescription(
        /Enter whole days from 1 to 30 for the audio\./,
      );
      expect(audioDays).toHaveFocus();
      expect(patches).toEqual([]);
      expect((await clinicApi.profile()).settings.audioRetentionDays).toBe(30);
    },
  );

  it('shows why the server refused a save and keeps what the owner chose', async () => {
    server.use(
      http.patch(url(CLINIC_PATHS.profile), () => fail(400, 'Retention is not allowed here')),
    );
    const user = userEvent.setup();
    renderWithAuth(PATH, <OrganizationPage />, { signedIn: true });
    const card = await section();
    await user.click(within(card).getByRole('radio', { name: 'Delete after a number of days' }));
    await user.type(within(card).getByLabelText(/^Days after the session/), '30');
    await user.type(within(card).getByLabelText('Note style instructions (optional)'), 'Brief.');
    await user.click(within(card).getByRole('button', { name: SAVE }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('The server refused these details.');
    expect(alert).toHaveTextContent('The server said: Retention is not allowed here');
    expect(within(card).getByLabelText(/^Days after the session/)).toHaveValue('30');
    expect(within(card).getByLabelText('Note style instructions (optional)')).toHaveValue('Brief.');
    await waitFor(() => expect(within(card).getByRole('button', { name: SAVE })).toBeEnabled());
  });
});
