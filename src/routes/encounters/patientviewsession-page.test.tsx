import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { patientPath } from '../../../common/contracts/patients.contract';
import { fromPromise } from 'xstate';
import { sessionsApi } from '../../api/encounters/sessions.api';
import { server } from '../../mocks/node';
import { DEMO_ACCOUNT } from '../../mocks/session/demo-account';
import { sessionsOf } from '../../mocks/encounters/sessions.store';
import type { Credentials, LoginResult } from '../../machines/session/auth.machine';
import { loginResult } from '../../machines/session/auth.test-kit';
import { pageUser, renderWithAuth } from '../session/page-test-kit';
import PatientViewSessionPage from './patientviewsession-page';
import { draftNote, signedSummary, stubSessionNotes } from './session-note.test-kit';
import {
  bookToday,
  OTHER_CLINICIAN,
  registerPatient,
  signInToMock,
  signOutOfMock,
  stubClinicSettings,
} from './sessions.test-kit';

const PAGE = '/app/panels/hospital/patientviewsession';
const open = (search: string) =>
  renderWithAuth(`${PAGE}${search}`, <PatientViewSessionPage />, { signedIn: true });

beforeEach(async () => {
  await signInToMock();
  stubSessionNotes({});
});
afterEach(signOutOfMock);

describe('one session’s page', () => {
  it('shows the session in the clinic’s time zone, its people, and that its note waits for the patient', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const session = await bookToday(ada.id, 9);
    open(`?id=${session.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Session with Ada Lovelace' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the chart' })).toHaveAttribute(
      'href',
      `/app/panels/hospital/patientdashboard?id=${ada.id}`,
    );
    expect(screen.getByText(/9:00\s?–\s?9:45\s?AM/)).toBeVisible();
    expect(screen.getByText('Clinic time, Europe/Bucharest')).toBeVisible();
    const people = screen.getByRole('region', { name: 'Participants' });
    expect(within(people).getByText('Ada L')).toBeVisible();
    // Before the patient arrives there is no note to write yet.
    expect(
      await screen.findByText('A note can be written once the patient has arrived.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Write SOAP note' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Check in' })).toBeVisible();
  });

  it('cancels only with a reason given in the dialog, from the keyboard', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const session = await bookToday(ada.id, 9);
    const user = userEvent.setup();
    open(`?id=${session.id}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session' });
    const reason = within(dialog).getByLabelText(/^Reason/);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(reason).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Cancel session' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel this session' });
    await user.click(within(again).getByRole('button', { name: 'Cancel the session' }));
    expect(within(again).getByLabelText(/^Reason/)).toHaveAccessibleDescription(/Give a reason\./);
    await user.type(within(again).getByLabelText(/^Reason/), 'Patient is unwell');
    // jsdom has no layout, so the focus trap's Tab order is checked in the dialog's story.
    act(() => within(again).getByRole('button', { name: 'Cancel the session' }).focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Reason: Patient is unwell')).toBeVisible();
    expect(screen.getByText('The session is now: Cancelled.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
  });

  it('does not offer the front desk to start a session, only to check in or cancel it', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const session = await bookToday(ada.id, 9);
    const staff = { ...loginResult, user: { ...pageUser, id: 'desk', roles: ['staff' as const] } };
    const { actor } = renderWithAuth(`${PAGE}?id=${session.id}`, <PatientViewSessionPage />, {
      signInWithPassword: fromPromise<LoginResult, Credentials>(async () => staff),
    });
    await screen.findByRole('heading', { level: 1 });
    act(() =>
      actor.send({ type: 'auth.signIn.password', email: 'd@c.org', password: 'desk-pass' }),
    );
    await waitFor(() => expect(actor.getSnapshot().context.user?.roles).toEqual(['staff']));
    expect(screen.getByRole('button', { name: 'Check in' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel session' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start session' })).toBeNull();
  });

  it('says a session is not found for an unknown id', async () => {
    open('?id=no-such-session');
    expect(await screen.findByRole('heading', { name: 'Session not found' })).toBeVisible();
    expect(screen.getByText(/There is no session at this address/)).toBeVisible();
  });

  it('explains an address that names no session', async () => {
    open('');
    expect(await screen.findByRole('heading', { name: 'Session not found' })).toBeVisible();
    expect(screen.getByText(/This address names no session/)).toBeVisible();
  });

  it('reschedules a planned session, naming the session in the way of a double booking', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const grace = await registerPatient('Grace', 'Hopper');
    await bookToday(grace.id, 9);
    const session = await bookToday(ada.id, 11);
    const user = userEvent.setup();
    open(`?id=${session.id}`);
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const time = await screen.findByLabelText(/^Start time/);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Ada L' })).toBeInTheDocument());
    await user.clear(time);
    await user.type(time, '09:15');
    await user.click(screen.getByRole('button', { name: 'Save the new time' }));
    const alert = await screen.findByText(/The clinician already has a session then: Grace Hopper/);
    expect(alert).toBeVisible();
    await user.clear(time);
    await user.type(time, '13:00');
    await user.click(screen.getByRole('button', { name: 'Save the new time' }));
    expect(await screen.findByText(/The session is booked for .*1:00\s?PM/)).toBeVisible();
    const stored = await sessionsApi.get(session.id);
    expect(stored.startsAt).not.toBe(session.startsAt);
  });

  it('books a session for the patient the address names, with the clinic’s default length', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const user = userEvent.setup();
    const { location } = open(`?patientId=${ada.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book a session for Ada Lovelace' }),
    ).toBeVisible();
    expect(screen.getByText(`MRN ${ada.mrn}`)).toBeVisible();
    expect(screen.getByText('born December 10, 1985')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/^Clinician/)).toHaveValue(pageUser.id));
    expect(screen.getByLabelText(/^Length/)).toHaveValue(45);
    await user.click(screen.getByRole('button', { name: 'Book the session' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/patientviewsession\?id=/));
    const { encounters } = await sessionsApi.list({ patientId: ada.id });
    expect(encounters).toHaveLength(1);
  });

  it('offers no booking form for a patient it cannot find, and says so', async () => {
    open('?patientId=no-such-patient');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /This patient could not be found.*No session can be booked/,
    );
    expect(screen.queryByRole('button', { name: 'Book the session' })).toBeNull();
  });

  it('offers no booking form while the patient cannot be read, and books once they are', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    // Down for the first read and its one automatic retry.
    let failures = 2;
    server.use(
      http.get(`*${API_BASE_PATH}${patientPath(ada.id)}`, () =>
        failures-- > 0 ? HttpResponse.json({}, { status: 503 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    open(`?patientId=${ada.id}`);
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'The patient could not be loaded, so no session can be booked until they are.',
    );
    expect(screen.queryByRole('button', { name: 'Book the session' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Book a session for Ada Lovelace' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Book the session' })).toBeVisible();
  });

  it('offers its clinician to write a SOAP or DAP note, record or dictate, or draft with AI once the patient has arrived', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const session = await bookToday(ada.id, 9);
    await sessionsApi.transition(session.id, { action: 'check-in' });
    open(`?id=${session.id}`);
    expect(await screen.findByRole('link', { name: 'Write SOAP note' })).toHaveAttribute(
      'href',
      `/app/panels/hospital/therapysoapform?session=${session.id}`,
    );
    expect(screen.getByRole('link', { name: 'Write DAP note' })).toHaveAttribute(
      'href',
      `/app/panels/hospital/therapydapform?session=${session.id}`,
    );
    expect(screen.getByRole('link', { name: 'Record or dictate' })).toHaveAttribute(
      'href',
      `/app/panels/hospital/speechentry?session=${session.id}`,
    );
    expect(screen.getByRole('link', { name: 'Draft SOAP note with AI' })).toHaveAttribute(
      'href',
      `/app/panels/hospital/therapysoapformai?session=${session.id}`,
    );
    expect(screen.getByRole('link', { name: 'Draft DAP note with AI' })).toHaveAttribute(
      'href',
      `/app/panels/hospital/therapydapformai?session=${session.id}`,
    );
  });

  it('offers no AI drafts when the clinic has AI drafting off, but still recording', async () => {
    stubClinicSettings({ aiDrafting: 'off' });
    const ada = await registerPatient('Ada', 'Lovelace');
    const session = await bookToday(ada.id, 9);
    await sessionsApi.transition(session.id, { action: 'check-in' });
    await sessionsApi.transition(session.id, { action: 'start' });
    open(`?id=${session.id}`);
    expect(await screen.findByRole('link', { name: 'Record or dictate' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Write SOAP note' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /with AI/ })).toBeNull();
  });

  it('offers recording and AI drafts to the session’s clinician only, not to another clinician', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const session = await bookToday(ada.id, 9, { clinicianId: OTHER_CLINICIAN.id });
    // The front desk checked the patient in (this member may not: not their session).
    sessionsOf(DEMO_ACCOUNT.tenantId).find((s) => s.id === session.id)!.status = 'arrived';
    open(`?id=${session.id}`);
    const card = await screen.findByRole('region', { name: 'Note' });
    expect(
      await within(card).findByText('No note has been written for this session yet.'),
    ).toBeVisible();
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('shows its clinician the draft with a link to open it instead', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const session = await bookToday(ada.id, 9);
    await sessionsApi.transition(session.id, { action: 'check-in' });
    stubSessionNotes({ note: draftNote(session.id, ada.id, pageUser.id) });
    open(`?id=${session.id}`);
    expect(await screen.findByRole('link', { name: 'Open note' })).toHaveAttribute(
      'href',
      `/app/panels/hospital/therapydapform?session=${session.id}`,
    );
    expect(screen.getByText('DAP note')).toBeVisible();
    expect(screen.getByText('Draft')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Write SOAP note' })).toBeNull();
    // The unsigned draft can still be recorded for and drafted with AI, in its own format.
    expect(screen.getByRole('link', { name: 'Record or dictate' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Draft DAP note with AI' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Draft SOAP note with AI' })).toBeNull();
  });

  it('shows the front desk the note’s status only, never a way to write or open it', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const session = await bookToday(ada.id, 9);
    await sessionsApi.transition(session.id, { action: 'check-in' });
    stubSessionNotes({ summaries: [signedSummary('another-session'), signedSummary(session.id)] });
    const staff = { ...loginResult, user: { ...pageUser, id: 'desk', roles: ['staff' as const] } };
    const { actor } = renderWithAuth(`${PAGE}?id=${session.id}`, <PatientViewSessionPage />, {
      signInWithPassword: fromPromise<LoginResult, Credentials>(async () => staff),
    });
    await screen.findByRole('heading', { level: 1 });
    act(() =>
      actor.send({ type: 'auth.signIn.password', email: 'd@c.org', password: 'desk-pass' }),
    );
    const card = await screen.findByRole('region', { name: 'Note' });
    expect(await within(card).findByText('Signed')).toBeVisible();
    expect(within(card).getByText('SOAP note')).toBeVisible();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Write SOAP note' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Record or dictate' })).toBeNull();
    expect(screen.queryByRole('link', { name: /with AI/ })).toBeNull();
  });
});
