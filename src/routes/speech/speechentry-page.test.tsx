import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../mocks/session/demo-account';
import { configureMockTranscription, recordingsOf } from '../../mocks/speech/speech.store';
import {
  grantRecordingConsent,
  openSpeech,
  seedTranscribed,
  sessionUnderWay,
  signOutOfMock,
  useFakeBrowserMedia,
} from './speech.test-kit';

afterEach(signOutOfMock);

describe('the speech entry page', () => {
  const media = useFakeBrowserMedia();

  it('blocks recording while the patient has no recording consent on file, and says why', async () => {
    const session = await sessionUnderWay();
    openSpeech(session.id);
    expect(await screen.findByRole('heading', { name: 'Recording consent needed' })).toBeVisible();
    expect(screen.getByText(/Ada Lovelace has no recording & AI consent on file/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Record' })).toBeNull();
    expect(media.current.mediaDevices.getUserMedia).not.toHaveBeenCalled();
  });

  it('records the patient’s consent on the spot, then offers to record', async () => {
    const session = await sessionUnderWay();
    const user = userEvent.setup();
    openSpeech(session.id);
    await screen.findByRole('heading', { name: 'Recording consent needed' });
    const date = screen.getByLabelText(/^Date the patient consented/);
    await user.clear(date);
    await user.type(date, '2025-03-04');
    await user.type(screen.getByLabelText(/^Note \(optional\)/), 'Verbal consent');
    await user.click(screen.getByRole('button', { name: "Record the patient's consent" }));
    expect(await screen.findByRole('button', { name: 'Record' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Recording consent needed' })).toBeNull();
    expect(screen.getByText('Ready to record')).toBeVisible();
  });

  it('records while holding the session, uploads the audio, and shows the transcript once stopped', async () => {
    const session = await sessionUnderWay();
    await grantRecordingConsent(session);
    configureMockTranscription(() => ({ text: 'The patient slept better.', language: 'en' }));
    const holds: string[] = [];
    const hold = (event: Event) => holds.push(event.type);
    window.addEventListener('recording-start', hold);
    window.addEventListener('recording-stop', hold);
    const user = userEvent.setup();
    openSpeech(session.id);
    await user.click(await screen.findByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Recording is on')).toBeVisible();
    expect(screen.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
    expect(media.current.mediaDevices.getUserMedia).toHaveBeenCalledTimes(1);
    expect(holds).toEqual(['recording-start']);
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    const transcript = await screen.findByRole('textbox', { name: 'Transcript text' });
    expect(transcript).toHaveValue('The patient slept better.');
    expect(screen.queryByText('Recording is on')).toBeNull();
    expect(holds).toEqual(['recording-start', 'recording-stop']);
    window.removeEventListener('recording-start', hold);
    window.removeEventListener('recording-stop', hold);
    expect(media.current.streams[0]?.track.stopped).toBe(true);
    const [stored] = recordingsOf(DEMO_ACCOUNT.tenantId);
    expect(stored?.recording).toMatchObject({ status: 'transcribed', chunks: 1, bytes: 400 });
  });

  it('says transcription is not set up and that the audio is kept for later', async () => {
    const session = await sessionUnderWay();
    await grantRecordingConsent(session);
    const user = userEvent.setup();
    openSpeech(session.id);
    expect(await screen.findByText(/Transcription is not set up on this server: recordings/));
    await user.click(await screen.findByRole('button', { name: 'Record' }));
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(await screen.findByText(/The audio is kept, so it can be transcribed later/));
    expect(screen.getByText('Audio kept, not transcribed')).toBeVisible();
    expect(recordingsOf(DEMO_ACCOUNT.tenantId)[0]?.recording.audioKept).toBe(true);
  });

  it('saves the clinician’s correction of a transcript', async () => {
    const session = await sessionUnderWay();
    await grantRecordingConsent(session);
    const recording = seedTranscribed(session, 'The patient slept beter.');
    const user = userEvent.setup();
    openSpeech(session.id);
    const text = await screen.findByRole('textbox', { name: 'Transcript text' });
    await user.clear(text);
    await user.type(text, 'The patient slept better.');
    await user.click(screen.getByRole('button', { name: 'Save corrections' }));
    expect(await screen.findByText('Corrections saved.')).toBeVisible();
    await waitFor(() =>
      expect(
        recordingsOf(DEMO_ACCOUNT.tenantId).find((r) => r.recording.id === recording.id)?.recording
          .transcript,
      ).toMatchObject({ text: 'The patient slept better.', correctedBy: 'Ada L' }),
    );
  });

  it('links a transcript to the SOAP and DAP notes drafted with AI', async () => {
    const session = await sessionUnderWay();
    const recording = seedTranscribed(session, 'Hello.');
    const user = userEvent.setup();
    const { location } = openSpeech(session.id);
    const soap = await screen.findByRole('link', {
      name: 'Draft a SOAP note from this transcript',
    });
    const query = `session=${session.id}&recording=${recording.id}`;
    expect(soap).toHaveAttribute('href', `/app/panels/hospital/therapysoapformai?${query}`);
    expect(
      screen.getByRole('link', { name: 'Draft a DAP note from this transcript' }),
    ).toHaveAttribute('href', `/app/panels/hospital/therapydapformai?${query}`);
    await user.click(soap);
    expect(location.history?.at(-1)).toBe(`/app/panels/hospital/therapysoapformai?${query}`);
  });

  it('offers no recorder to a member who is not the session’s recording clinician', async () => {
    const session = await sessionUnderWay();
    seedTranscribed(session, 'Hello.');
    openSpeech(session.id, ['staff']);
    expect(
      await screen.findByRole('heading', { name: "Only the session's clinician records" }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Record' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save corrections' })).toBeNull();
  });

  it('says so when the address names no session', async () => {
    await sessionUnderWay();
    openSpeech('');
    const heading = await screen.findByRole('heading', { name: 'Session not found' });
    expect(within(heading.parentElement!).getByText(/This address names no session/)).toBeVisible();
  });
});
