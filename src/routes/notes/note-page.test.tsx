import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { NOTE_PATHS } from '../../../common/contracts/notes.contract';
import { notesApi } from '../../api/notes/notes.api';
import { server } from '../../mocks/node';
import { notesOf, resetMockNotes } from '../../mocks/notes/notes.store';
import { DEMO_ACCOUNT } from '../../mocks/session/demo-account';
import { renderWithAuth } from '../session/page-test-kit';
import { bookToday, registerPatient, signInToMock } from '../encounters/sessions.test-kit';
import { seedNote, sessionUnderWay, signOutOfMock } from './notes.test-kit';
import TherapyDapFormPage from './therapydapform-page';
import TherapySoapFormPage from './therapysoapform-page';

const SOAP = '/app/panels/hospital/therapysoapform';
const openSoap = (session: string, roles?: ('owner' | 'clinician' | 'staff')[]) =>
  renderWithAuth(`${SOAP}?session=${session}`, <TherapySoapFormPage />, {
    signedIn: true,
    roles,
  });

afterEach(signOutOfMock);

type User = ReturnType<typeof userEvent.setup>;

/** Asks to sign the note and returns the confirmation dialog. */
async function openSignDialog(user: User) {
  await user.click(screen.getByRole('button', { name: 'Sign and lock' }));
  return screen.findByRole('alertdialog', { name: 'Sign and lock this note?' });
}

/** Writes a Subjective, asks to sign and confirms; returns the dialog, which shows any failure. */
async function writeAndSign(user: User) {
  await user.type(await screen.findByRole('textbox', { name: 'Subjective' }), 'Came in tired.');
  const dialog = await openSignDialog(user);
  await user.click(within(dialog).getByRole('button', { name: 'Sign the note' }));
  return dialog;
}

describe('the SOAP note page', () => {
  it('autosaves what the clinician writes, then signs and locks it with its signature', async () => {
    const session = await sessionUnderWay();
    const user = userEvent.setup();
    openSoap(session.id);
    const subjective = await screen.findByRole('textbox', { name: 'Subjective' });
    await user.type(subjective, 'Reports better sleep.');
    await user.tab();
    await waitFor(
      async () => {
        const { note } = await notesApi.sessionNote(session.id);
        expect(note?.content.sections.subjective).toBe('Reports better sleep.');
      },
      { timeout: 5_000 },
    );
    const dialog = await openSignDialog(user);
    expect(within(dialog).getByText(/This cannot be undone/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Sign the note' }));
    expect(await screen.findByRole('heading', { name: 'Signature' })).toBeVisible();
    expect(screen.getByText('Reports better sleep.')).toBeVisible();
    expect(screen.getByText('Signed by Ada L (clinician)')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Subjective' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  it('says an empty note has nothing to sign, by the button, without opening the sign dialog', async () => {
    const session = await sessionUnderWay();
    const user = userEvent.setup();
    openSoap(session.id);
    const sign = await screen.findByRole('button', { name: 'Sign and lock' });
    await user.click(sign);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Nothing to sign yet: every section is empty. Write at least one section (Subjective, Objective, Assessment, or Plan) before signing.',
    );
    expect(sign).toHaveAccessibleDescription(/Nothing to sign yet/);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Subjective' }), 'Came in tired.');
    expect(screen.queryByText(/Nothing to sign yet/)).toBeNull();
    expect(await openSignDialog(user)).toBeVisible();
  });

  it('shows the server’s reason when it refuses to sign, and keeps the draft “Saved”', async () => {
    const session = await sessionUnderWay();
    server.use(
      http.post(`*${API_BASE_PATH}${NOTE_PATHS.sign}`, () =>
        HttpResponse.json({ message: 'This session was cancelled.' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    openSoap(session.id);
    const dialog = await writeAndSign(user);
    expect(
      await within(dialog).findByText('The note was not signed: This session was cancelled.'),
    ).toBeVisible();
    expect(within(dialog).queryByText(/Check your connection/)).toBeNull();
    expect(screen.queryByText(/Save failed/)).toBeNull();
    expect(screen.getAllByText(/^Saved /).length).toBeGreaterThan(0);
  });

  it('blames the connection only when the sign got no answer', async () => {
    const session = await sessionUnderWay();
    server.use(http.post(`*${API_BASE_PATH}${NOTE_PATHS.sign}`, () => HttpResponse.error()));
    const user = userEvent.setup();
    openSoap(session.id);
    const dialog = await writeAndSign(user);
    expect(
      await within(dialog).findByText(
        'The note was not signed. Check your connection and try again.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Save failed/)).toBeNull();
  });

  it('says on which day a draft from an earlier day was saved, in the clinic’s time', async () => {
    const session = await sessionUnderWay();
    // 15:22 UTC is 5:22 PM in the clinic's time zone, Europe/Bucharest (winter).
    seedNote(session, {
      status: 'draft',
      signature: null,
      version: 1,
      updatedAt: '2026-01-04T15:22:00Z',
    });
    openSoap(session.id);
    await screen.findByRole('textbox', { name: 'Subjective' });
    expect(screen.getAllByText('Saved Jan 4, 2026, 5:22 PM').length).toBeGreaterThan(0);
  });

  it('shows both texts when someone else saved the draft first (412)', async () => {
    const session = await sessionUnderWay();
    const draft = seedNote(session, { status: 'draft', signature: null, version: 1 });
    const user = userEvent.setup();
    openSoap(session.id);
    const subjective = await screen.findByRole('textbox', { name: 'Subjective' });
    const record = notesOf(DEMO_ACCOUNT.tenantId).find((n) => n.note.id === draft.id)!;
    record.note = {
      ...record.note,
      version: 2,
      content: { ...record.note.content, sections: { subjective: 'Their words.' } },
    };
    await user.clear(subjective);
    await user.type(subjective, 'My words.');
    await user.tab();
    expect(await screen.findByText(/Their words\./, {}, { timeout: 5_000 })).toBeVisible();
    expect(screen.getAllByText(/My words\./).length).toBeGreaterThan(0);
  });

  it('never shows the form to the front desk, only why', async () => {
    const session = await sessionUnderWay();
    openSoap(session.id, ['staff']);
    expect(
      await screen.findByRole('heading', { name: 'You cannot write this note' }),
    ).toBeVisible();
    expect(screen.getByText(/only the session's clinician writes them/)).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says a planned session has no note to write yet, instead of a form that cannot save', async () => {
    await signInToMock();
    resetMockNotes();
    const grace = await registerPatient('Grace', 'Hopper');
    const planned = await bookToday(grace.id, 11);
    openSoap(planned.id);
    expect(await screen.findByRole('heading', { name: 'Not yet' })).toBeVisible();
    expect(screen.getByText(/once the patient has arrived/)).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('adds a signed addendum to a signed note, with its reason', async () => {
    const session = await sessionUnderWay();
    seedNote(session);
    const user = userEvent.setup();
    openSoap(session.id);
    await user.click(await screen.findByRole('button', { name: 'Add addendum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a signed addendum' });
    await user.type(
      within(dialog).getByLabelText(/^Addendum/),
      'Patient called after the session.',
    );
    await user.type(within(dialog).getByLabelText(/^Reason for the addendum/), 'Late information');
    await user.click(within(dialog).getByRole('button', { name: 'Sign and add' }));
    expect(await screen.findByText('The addendum was added.')).toBeVisible();
    expect(screen.getByText('Patient called after the session.')).toBeVisible();
    expect(screen.getByText('Reason: Late information')).toBeVisible();
  });

  it('marks a signed note entered in error with a reason and shows the banner', async () => {
    const session = await sessionUnderWay();
    seedNote(session);
    const user = userEvent.setup();
    openSoap(session.id);
    await user.click(await screen.findByRole('button', { name: 'Mark entered in error' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Mark this note as entered in error',
    });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Wrong patient');
    await user.click(within(dialog).getByRole('button', { name: 'Mark entered in error' }));
    expect(await screen.findByText('Entered in error')).toBeVisible();
    expect(screen.getByText(/Reason: Wrong patient\./)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add addendum' })).toBeNull();
  });

  it('lists the saved versions for the note’s author', async () => {
    const session = await sessionUnderWay();
    seedNote(session);
    const user = userEvent.setup();
    openSoap(session.id);
    await user.click(await screen.findByRole('button', { name: 'Versions' }));
    expect(await screen.findByText(/^Version 2, saved .* by Ada L$/)).toBeVisible();
  });

  it('offers the DAP page for a DAP note opened as SOAP', async () => {
    const session = await sessionUnderWay();
    seedNote(session, { format: 'dap' });
    openSoap(session.id);
    expect(await screen.findByText("This session's note is a DAP note.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the DAP note' })).toHaveAttribute(
      'href',
      `/app/panels/hospital/therapydapform?session=${session.id}`,
    );
  });

  it('says the note is not found for an unknown session, and explains a missing one', async () => {
    await sessionUnderWay();
    const view = openSoap('no-such-session');
    expect(await screen.findByRole('heading', { name: 'Note not found' })).toBeVisible();
    view.unmount();
    renderWithAuth(`/app/panels/hospital/therapydapform`, <TherapyDapFormPage />, {
      signedIn: true,
    });
    expect(await screen.findByText(/This address names no session/)).toBeVisible();
  });
});
