import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { CLINIC_PATHS, clinicResponse } from '../../../common/contracts/clinic.contract';
import { emptyNoteContent } from '../../../common/contracts/notes.contract';
import {
  SPEECH_PATHS,
  type SessionSpeechResponse,
} from '../../../common/contracts/speech.contract';
import { httpClient } from '../../api/http/http-client';
import { notesApi } from '../../api/notes/notes.api';
import { server } from '../../mocks/node';
import { renderWithAuth } from '../session/page-test-kit';
import { seedNote, sessionUnderWay, signOutOfMock } from './notes.test-kit';
import TherapyDapFormAiPage from './therapydapformai-page';
import TherapySoapFormAiPage from './therapysoapformai-page';

const SUMMARY =
  'Hi. Client reports sleeping better this week. She appeared brighter, with good eye contact. ' +
  'PHQ-9 score was 8. Symptoms are consistent with improving mild depression. ' +
  'Continue the sleep diary and review next week. Okay.';

/** The speech endpoint answers as for a session with no recordings (its mock is not this feature's). */
function noRecordings() {
  const answer: SessionSpeechResponse = {
    consented: false,
    mayRecordConsent: true,
    transcriptionConfigured: false,
    recordings: [],
  };
  server.use(
    http.get(`*${API_BASE_PATH}${SPEECH_PATHS.sessionSpeech}`, () => HttpResponse.json(answer)),
  );
}

/** The clinic as the page reads it, with AI drafting set as the test needs. */
async function setAiDrafting(aiDrafting: 'off' | 'offline' | 'external') {
  const { clinic } = await httpClient.request('get', CLINIC_PATHS.profile, clinicResponse);
  const changed = { clinic: { ...clinic, settings: { ...clinic.settings, aiDrafting } } };
  server.use(
    http.get(`*${API_BASE_PATH}${CLINIC_PATHS.profile}`, () => HttpResponse.json(changed)),
  );
}

const openAiSoap = (session: string) =>
  renderWithAuth(
    `/app/panels/hospital/therapysoapformai?session=${session}`,
    <TherapySoapFormAiPage />,
    { signedIn: true },
  );

async function draftFromSummary() {
  const session = await sessionUnderWay();
  await setAiDrafting('offline');
  noRecordings();
  const user = userEvent.setup();
  const view = openAiSoap(session.id);
  await user.click(await screen.findByRole('radio', { name: 'Your own summary' }));
  await user.click(screen.getByRole('textbox', { name: 'Summary of the session' }));
  await user.paste(SUMMARY);
  expect(screen.getByText('Drafter: Rule-based drafter (offline)')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Draft note' }));
  await screen.findByRole('heading', { name: 'Review the draft' });
  return { session, user, view };
}

afterEach(signOutOfMock);

describe('the AI-drafted SOAP note page', () => {
  it('drafts from the clinician’s summary and shows each sentence with its source marked', async () => {
    const { user } = await draftFromSummary();
    expect(
      screen.getByText('AI-assisted draft — review before signing; it never signs itself'),
    ).toBeVisible();
    expect(screen.getByText('Drafted by the rule-based drafter (offline).')).toBeVisible();
    const sentence = screen.getByRole('button', { name: /^PHQ-9 score was 8\./ });
    expect(within(sentence).getByText('Cue: Measurement or score')).toBeVisible();
    await user.click(sentence);
    const source = screen.getByTestId('draft-source');
    expect(source.querySelector('mark')).toHaveTextContent('PHQ-9 score was 8.');
    expect(source).toHaveTextContent(SUMMARY);
    expect(screen.getByText('Left out of the note (2)')).toBeInTheDocument();
  });

  it('“Use this draft” creates the note from the draft with its id, then opens the note page', async () => {
    const { session, user, view } = await draftFromSummary();
    await user.click(screen.getByRole('button', { name: 'Use this draft' }));
    await waitFor(() =>
      expect(view.location.history.at(-1)).toBe(
        `/app/panels/hospital/therapysoapform?session=${session.id}`,
      ),
    );
    const { note } = await notesApi.sessionNote(session.id);
    expect(note?.status).toBe('draft');
    expect(note?.aiAssist).toMatchObject({
      provider: 'offline',
      model: null,
      sourceKind: 'summary',
    });
    expect(note?.content.sections).toEqual({
      subjective: 'Client reports sleeping better this week.',
      objective: 'She appeared brighter, with good eye contact. PHQ-9 score was 8.',
      assessment: 'Symptoms are consistent with improving mild depression.',
      plan: 'Continue the sleep diary and review next week.',
    });
  });

  it('asks before replacing text the clinician already wrote in the draft note', async () => {
    const session = await sessionUnderWay();
    await setAiDrafting('offline');
    noRecordings();
    seedNote(session, {
      status: 'draft',
      signature: null,
      version: 1,
      content: { ...emptyNoteContent(), sections: { plan: 'Mine.' } },
    });
    const user = userEvent.setup();
    const view = openAiSoap(session.id);
    await user.click(await screen.findByRole('textbox', { name: 'Summary of the session' }));
    await user.paste(SUMMARY);
    await user.click(screen.getByRole('button', { name: 'Draft note' }));
    await user.click(await screen.findByRole('button', { name: 'Use this draft' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Replace the note's text?" });
    await user.click(within(dialog).getByRole('button', { name: 'Replace the text' }));
    await waitFor(() => expect(view.location.history.at(-1)).toMatch(/therapysoapform\?session=/));
    const { note } = await notesApi.sessionNote(session.id);
    expect(note?.version).toBe(2);
    expect(note?.content.sections.plan).toBe('Continue the sleep diary and review next week.');
    expect(note?.aiAssist?.sourceKind).toBe('summary');
  });

  it('says AI drafting is off for the clinic and links to the plain note page', async () => {
    const session = await sessionUnderWay();
    await setAiDrafting('off');
    openAiSoap(session.id);
    expect(await screen.findByRole('heading', { name: 'AI drafting is off' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Write the SOAP note' })).toHaveAttribute(
      'href',
      `/app/panels/hospital/therapysoapform?session=${session.id}`,
    );
    expect(screen.queryByRole('button', { name: 'Draft note' })).toBeNull();
  });

  it('the DAP page drafts a DAP note: with drafting off it links to the plain DAP note page', async () => {
    const session = await sessionUnderWay();
    await setAiDrafting('off');
    renderWithAuth(
      `/app/panels/hospital/therapydapformai?session=${session.id}`,
      <TherapyDapFormAiPage />,
      { signedIn: true },
    );
    expect(await screen.findByRole('heading', { name: 'AI drafting is off' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Write the DAP note' })).toHaveAttribute(
      'href',
      `/app/panels/hospital/therapydapform?session=${session.id}`,
    );
  });

  it('never drafts a signed note again, and links to it', async () => {
    const session = await sessionUnderWay();
    await setAiDrafting('offline');
    seedNote(session);
    openAiSoap(session.id);
    expect(await screen.findByRole('heading', { name: 'This note is signed' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the signed SOAP note' })).toHaveAttribute(
      'href',
      `/app/panels/hospital/therapysoapform?session=${session.id}`,
    );
    expect(screen.queryByRole('button', { name: 'Draft note' })).toBeNull();
  });
});
