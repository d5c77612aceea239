import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '../../../common/contracts/clinic.contract';
import {
  QUESTIONNAIRE_PATHS,
  type Assignment,
  type AssignmentInput,
} from '../../../common/contracts/questionnaires.contract';
import { server } from '../../mocks/node';
import { url } from '../../mocks/clinic/clinic.mock-http';
import { renderWithAuth } from '../session/page-test-kit';
import { ChartQuestionnaires } from './chart-questionnaires';

vi.setConfig({ testTimeout: 20_000 });
const slow = { timeout: 5_000 };
const ME = 'demo-practitioner';

let stored: Assignment[];
let requests: number;

/** A patient's assignments, answered as the server answers (the state after every write). */
beforeEach(() => {
  stored = [];
  requests = 0;
  const state = () => HttpResponse.json({ assignments: stored, due: [] });
  server.use(
    http.get(url(QUESTIONNAIRE_PATHS.assignments), () => {
      requests += 1;
      return state();
    }),
    http.post(url(QUESTIONNAIRE_PATHS.assignments), async ({ request }) => {
      const input = (await request.json()) as AssignmentInput;
      stored = [
        ...stored,
        {
          id: `a-${stored.length + 1}`,
          ...input,
          assignedBy: ME,
          assignedAt: '2031-04-01T09:00:00Z',
        },
      ];
      return HttpResponse.json({ assignments: stored, due: [] }, { status: 201 });
    }),
    http.delete(url(QUESTIONNAIRE_PATHS.assignment), ({ params }) => {
      stored = stored.filter((a) => a.id !== params.assignmentId);
      return state();
    }),
  );
});

const renderCard = (careTeam: string[], roles: MemberRole[] = ['clinician']) =>
  renderWithAuth(
    '/app/panels/hospital/patientdashboard',
    <>
      <p>chart</p>
      <ChartQuestionnaires patient={{ id: 'p-1', careTeam }} />
    </>,
    { signedIn: true, roles, userId: ME },
  );

const section = () =>
  screen.findByRole('region', { name: 'Questionnaires before the session' }, slow);

describe("the chart's questionnaires before the session", () => {
  it('lets the care team’s clinician assign a PHQ-9 every 4 weeks and the intake’s part, then end the PHQ-9', async () => {
    const user = userEvent.setup();
    renderCard([ME]);
    const card = await section();
    expect(await within(card).findByText(/Nothing is assigned/)).toBeVisible();
    await user.selectOptions(within(card).getByRole('combobox', { name: 'When' }), 'weeks');
    await user.clear(within(card).getByRole('textbox', { name: 'Weeks' }));
    await user.type(within(card).getByRole('textbox', { name: 'Weeks' }), '4');
    await user.click(within(card).getByRole('button', { name: 'Assign' }));
    expect(await within(card).findByText('PHQ-9 — every 4 weeks')).toBeVisible();
    await user.selectOptions(
      within(card).getByRole('combobox', { name: 'Questionnaire' }),
      'intake',
    );
    await user.click(within(card).getByRole('button', { name: 'Assign' }));
    expect(await within(card).findByText('The intake’s patient part — once')).toBeVisible();
    expect(stored.map(({ questionnaire, cadence }) => ({ questionnaire, cadence }))).toEqual([
      { questionnaire: 'phq9', cadence: { every: 'weeks', weeks: 4 } },
      { questionnaire: 'intake', cadence: { every: 'once' } },
    ]);
    await user.click(within(card).getByRole('button', { name: 'End PHQ-9' }));
    await vi.waitFor(() => expect(within(card).queryByText('PHQ-9 — every 4 weeks')).toBeNull());
    expect(stored.map((a) => a.questionnaire)).toEqual(['intake']);
  });

  it('refuses 27 weeks before sending anything', async () => {
    const user = userEvent.setup();
    renderCard([ME]);
    const card = await section();
    await user.selectOptions(await within(card).findByRole('combobox', { name: 'When' }), 'weeks');
    await user.clear(within(card).getByRole('textbox', { name: 'Weeks' }));
    await user.type(within(card).getByRole('textbox', { name: 'Weeks' }), '27');
    await user.click(within(card).getByRole('button', { name: 'Assign' }));
    expect(within(card).getByText('Whole weeks from 1 to 26.')).toBeVisible();
    expect(stored).toEqual([]);
  });

  it('shows nothing to a clinician outside the care team, nor to the front desk, and asks nothing', async () => {
    renderCard(['someone-else']);
    expect(await screen.findByText('chart')).toBeVisible();
    renderCard([ME], ['staff']);
    expect(screen.queryByRole('region', { name: 'Questionnaires before the session' })).toBeNull();
    expect(requests).toBe(0);
  });
});
