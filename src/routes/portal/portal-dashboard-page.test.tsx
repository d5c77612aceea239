import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { PORTAL_PATHS } from '../../../common/contracts/portal.contract';
import { PORTAL_VISIT_PATHS } from '../../../common/contracts/portal-visits.contract';
import { QUESTIONNAIRE_PATHS } from '../../../common/contracts/questionnaires.contract';
import { apiUrl } from '../../mocks/mock-replies';
import { server } from '../../mocks/node';
import { storySessions } from '../../ui/visits/visits-story-data';
import { renderWithAuth } from '../session/page-test-kit';
import PortalDashboardPage from './portal-dashboard-page';

const me = {
  patient: { id: 'patient-1', name: 'Ana Popescu', email: 'ana@example.org' },
  clinic: { name: 'Harbour Therapy (demo)', timeZone: 'Europe/Bucharest' },
};

function open() {
  return renderWithAuth(
    '/portal',
    <Route path="/portal">
      <PortalDashboardPage />
    </Route>,
    { signedIn: true, patientId: 'patient-1' },
  );
}

describe('the portal’s dashboard page', () => {
  it('greets the patient and lists their upcoming sessions in the clinic’s time, each linking to its page, and their past ones', async () => {
    server.use(
      http.get(apiUrl(PORTAL_PATHS.me), () => HttpResponse.json(me)),
      http.get(apiUrl(PORTAL_VISIT_PATHS.sessions), () => HttpResponse.json(storySessions)),
    );
    const { location } = open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Ana Popescu' }),
    ).toBeVisible();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const cards = within(upcoming).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText('with Dr Ioana Marin')).toBeVisible();
    // 07:00 UTC is 10:00 in Bucharest (summer time).
    expect(cards[1]).toHaveAccessibleName(/June 10, 2026 at 10:00\sAM/);
    const past = screen.getByRole('region', { name: 'Past' });
    expect(within(past).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.setup().click(within(cards[1]!).getByRole('link', { name: /^Details/ }));
    expect(location.history.at(-1)).toBe('/portal/sessions/session-1');
  });

  it('says when the sessions could not be loaded, and loads them again on retry', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl(PORTAL_PATHS.me), () => HttpResponse.json(me)),
      http.get(apiUrl(PORTAL_VISIT_PATHS.sessions), () =>
        ++calls === 1
          ? HttpResponse.json({ message: 'down' }, { status: 500 })
          : HttpResponse.json({ ...storySessions, upcoming: [], past: [] }),
      ),
    );
    open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('No session is booked. The clinic will let you know when one is.'),
    ).toBeVisible();
    expect(calls).toBe(2);
  });

  it('lists the questionnaires to answer, the intake’s part linking to its own page', async () => {
    const due = (questionnaire: string) => ({
      assignmentId: `a-${questionnaire}`,
      questionnaire,
      dueKey: questionnaire === 'intake' ? 'once' : 'period:0',
      sessionId: null,
    });
    server.use(
      http.get(apiUrl(PORTAL_PATHS.me), () => HttpResponse.json(me)),
      http.get(apiUrl(PORTAL_VISIT_PATHS.sessions), () => HttpResponse.json(storySessions)),
      http.get(apiUrl(QUESTIONNAIRE_PATHS.portal), () =>
        HttpResponse.json({
          due: [due('phq9'), due('intake')],
          crisisLines: { clinicLine: null, nationalLine: null },
        }),
      ),
    );
    const { location } = open();
    const section = await screen.findByRole('region', { name: 'Questionnaires to answer' });
    expect(
      await within(section).findByRole('link', {
        name: 'Answer: PHQ-9: how you have been feeling',
      }),
    ).toHaveAttribute('href', '/portal/questionnaires');
    await userEvent
      .setup()
      .click(within(section).getByRole('link', { name: 'Your part of the intake' }));
    expect(location.history.at(-1)).toBe('/portal/intake');
  });
});
