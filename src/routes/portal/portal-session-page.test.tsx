import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import {
  PORTAL_VISIT_CODES,
  PORTAL_VISIT_MESSAGES,
  PORTAL_VISIT_PATHS,
  type PortalSessionResponse,
  type UpcomingPortalSession,
} from '../../../common/contracts/portal-visits.contract';
import { apiUrl } from '../../mocks/mock-replies';
import { server } from '../../mocks/node';
import { storyInPerson, storySessions } from '../../ui/visits/visits-story-data';
import { renderWithAuth } from '../session/page-test-kit';
import PortalSessionPage from './portal-session-page';

const { upcoming: _upcoming, past: _past, ...frame } = storySessions;
const answer = (session: UpcomingPortalSession, selfScheduling = true): PortalSessionResponse => ({
  ...frame,
  policy: { ...frame.policy, selfScheduling },
  session,
});
const SLOT = { startsAt: '2026-06-11T11:00:00.000Z', endsAt: '2026-06-11T11:50:00.000Z' };

function open(id = storyInPerson.id) {
  return renderWithAuth(
    `/portal/sessions/${id}`,
    <Route path="/portal/sessions/:id">
      <PortalSessionPage />
    </Route>,
    { signedIn: true, patientId: 'patient-1' },
  );
}

describe('the portal’s session page', () => {
  it('cancels the session with the patient’s word for the clinic, then shows it cancelled', async () => {
    let current = storyInPerson;
    let sent: unknown = null;
    server.use(
      http.get(apiUrl(PORTAL_VISIT_PATHS.session), () => HttpResponse.json(answer(current))),
      http.post(apiUrl(PORTAL_VISIT_PATHS.cancel), async ({ request }) => {
        sent = await request.json();
        current = {
          ...current,
          status: 'cancelled',
          cancellation: { kind: 'not-cancellable', deadline: null },
        };
        return HttpResponse.json(answer(current));
      }),
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Cancel the session' }));
    await user.type(screen.getByLabelText('A word for the clinic (optional)'), 'I have a fever');
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Cancelled')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('The session is cancelled.');
    expect(sent).toEqual({ reason: 'I have a fever' });
    expect(screen.queryByRole('button', { name: 'Cancel the session' })).toBeNull();
  });

  it('shows the server’s refusal when the window closed meanwhile', async () => {
    server.use(
      http.get(apiUrl(PORTAL_VISIT_PATHS.session), () => HttpResponse.json(answer(storyInPerson))),
      http.post(apiUrl(PORTAL_VISIT_PATHS.cancel), () =>
        HttpResponse.json(
          {
            code: PORTAL_VISIT_CODES.outsideWindow,
            message: PORTAL_VISIT_MESSAGES.outsideWindow(24),
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Cancel the session' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(
      await screen.findByText(/The session could not be cancelled: .*24 hours’ notice/),
    ).toBeVisible();
  });

  it('asks for one of the clinician’s free times, then says the request waits for the clinic', async () => {
    let current = storyInPerson;
    let asked: unknown = null;
    server.use(
      http.get(apiUrl(PORTAL_VISIT_PATHS.session), () => HttpResponse.json(answer(current))),
      http.get(apiUrl(PORTAL_VISIT_PATHS.freeSlots), () =>
        HttpResponse.json({ timeZone: frame.timeZone, slots: [SLOT] }),
      ),
      http.post(apiUrl(PORTAL_VISIT_PATHS.timeRequests), async ({ request }) => {
        asked = await request.json();
        const timeRequest = {
          id: 'request-1',
          sessionId: current.id,
          ...SLOT,
          status: 'pending' as const,
          requestedAt: '2026-06-08T06:00:00.000Z',
          decidedAt: null,
        };
        current = { ...current, timeRequest };
        return HttpResponse.json({ timeRequest }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Show free times' }));
    const slots = await screen.findByRole('list', { name: 'Free times' });
    await user.click(within(slots).getByRole('button', { name: /Ask for this time/ }));
    expect(
      await screen.findByText(
        /You asked for .*June 11, 2026.* The clinic will confirm or decline\./,
      ),
    ).toBeVisible();
    expect(asked).toEqual({ startsAt: SLOT.startsAt });
    expect(screen.queryByRole('button', { name: 'Show free times' })).toBeNull();
  });

  it('offers no free times when the clinic does not allow it, only its phone', async () => {
    server.use(
      http.get(apiUrl(PORTAL_VISIT_PATHS.session), () =>
        HttpResponse.json(answer(storyInPerson, false)),
      ),
    );
    open();
    expect(
      await screen.findByText('To move this session, please contact the clinic.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show free times' })).toBeNull();
  });

  it('says a session that is not the patient’s cannot be found', async () => {
    server.use(
      http.get(apiUrl(PORTAL_VISIT_PATHS.session), () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    open('someone-elses');
    expect(await screen.findByText('This session cannot be found.')).toBeVisible();
  });
});
