import { expect, test, type Page } from '@playwright/test';
import { API_BASE_PATH } from '../common/constants/server.constants';
import { recordingResponse } from '../common/contracts/speech.contract';
import { SESSION_KEYS } from '../src/config/constants';
import {
  DOCUMENTATION_PAGES,
  SAVED_STATUS,
  registerPatientViaApi,
  sessionInProgress,
} from './support/clinical-records';
import { DEMO_LOGINS, expectNoSeriousAxeViolations, signInAsDemo } from './support/demo-clinic';
import { FAKE_MICROPHONE_WAV, speakIntoFakeMicrophone } from './support/fake-microphone';
import { TRANSCRIPTION_STUB_MODEL } from './support/transcription-stub-port.mjs';
import { startTranscriptionStub, type TranscriptionStub } from './support/transcription-stub';

// Issue 11 end to end against `npm start`: the browser (the `speech` project of
// playwright.server.config.ts) records from Chromium's fake microphone, which plays what espeak-ng
// said into a WAV; the server sends the recording to the OpenAI-compatible loopback stub serve.mjs
// pointed it at, which checks that audio arrived and answers as Whisper would. The stub does not
// recognise speech: it answers what was said, with one word misheard for the clinician to correct.
const SPOKEN =
  'The client reports feeling anxious before work. We practised slow breathing. Next session in one week.';
const HEARD =
  'The client reports feeling anxious before work. We practised slow breeding. Next session in one week.';
const CORRECTED =
  'The client reports feeling anxious before work. We practised slow breathing. Anxiety rated 6 out of 10 today. Next session in one week.';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SPEECH_PAGE = '/app/panels/hospital/speechentry';
const SOAP_AI_PAGE = '/app/panels/hospital/therapysoapformai';

let stub: TranscriptionStub;
test.beforeAll(async () => {
  // Chromium opens the WAV when a capture starts, so writing it here is in time.
  speakIntoFakeMicrophone(SPOKEN);
  stub = await startTranscriptionStub();
  stub.say(HEARD);
});
test.afterAll(async () => {
  await stub?.close();
});

/** A call to the API as the signed-in page (its current bearer token). */
async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const token = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.accessToken);
  expect(token, 'the page is signed in').toBeTruthy();
  return page.request.fetch(`${API_BASE_PATH}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  });
}

const recorder = (page: Page) => page.getByRole('region', { name: 'Recorder' });
const phase = (page: Page) =>
  recorder(page).getByRole('status').filter({ hasNotText: 'Recording is on' }).first();
const recordingOn = (page: Page) => recorder(page).getByText('Recording is on', { exact: true });
const elapsed = (page: Page) => recorder(page).getByText(/^\d+:\d{2}(:\d{2})?$/);
const sessionModal = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Session About to Expire' });

/** How long the access token in hand has left, on the browser's clock. */
const tokenMsLeft = (page: Page) => () =>
  page.evaluate(
    (key) => Number(sessionStorage.getItem(key)) - Date.now(),
    SESSION_KEYS.tokenExpires,
  );

/**
 * Lets `minutes` pass on the browser's clock with nobody touching the page, in 30-second steps.
 * The e2e server's access tokens last 10 minutes (serve.mjs) and the tab refreshes one a minute
 * before it ends, over the network in real time. So a step is taken only while the token has more
 * than that minute left (plus a margin): no refresh is then in flight, which a jump would time
 * out on the browser's clock after the server had already rotated the refresh token. A step that
 * crosses into the last minute sets the refresh off, and the next step waits for its answer. One
 * jump over a token's whole life would skip the refresh, which a running clock never does; the
 * idle watchers see the same minutes without activity either way.
 */
async function letTimePass(page: Page, minutes: number) {
  for (let step = 0; step < minutes * 2; step++) {
    await expect
      .poll(tokenMsLeft(page), {
        message: 'the access token is refreshed before it ends',
        // A loaded machine may take seconds to answer the refresh.
        timeout: 30_000,
      })
      .toBeGreaterThan(65_000);
    await page.clock.fastForward('00:30');
  }
}

/**
 * Axe on the page scrolled back to its top. Scrolled, the app's sticky top bar covers whatever
 * passes under it, and axe's target-size rule counts a button half under a sticky bar as too
 * small (it takes sticky elements for static ones: dequelabs/axe-core#3720); at the top nothing
 * is under the bar. Every rule still runs on the whole page.
 */
async function expectNoSeriousAxeViolationsAtTop(page: Page, where: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousAxeViolations(page, where);
}

const minutesShown = async (page: Page) => {
  const [minutes] = ((await elapsed(page).textContent()) ?? '').split(':');
  return Number(minutes);
};

test('a clinician records consent, records a session past both idle limits from the microphone, corrects the transcript, drafts a SOAP note from it offline, reviews it with its sources, edits and signs it, and the signed note says it was AI-assisted', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // The browser's clock only (the server's runs), installed before the first page loads.
  await page.clock.install();
  await signInAsDemo(page, DEMO_LOGINS.ownerClinician);
  const patient = await registerPatientViaApi(page, {
    givenName: 'Tomasz',
    familyName: 'Achterberg-Nwosu',
    birthDate: '1985-09-30',
  });
  const encounterId = await sessionInProgress(page, patient.id, 6);

  // From the session's page to speech entry.
  await page.goto(DOCUMENTATION_PAGES.session(encounterId));
  await page.getByRole('link', { name: 'Record or dictate' }).click();
  await expect(page).toHaveURL(`${SPEECH_PAGE}?session=${encodeURIComponent(encounterId)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Speech entry: ${patient.name}` }),
  ).toBeVisible();

  // No recording & AI consent on file: nothing can be recorded, and the server refuses too.
  const gate = page.getByRole('region', { name: 'Recording consent needed' });
  await expect(gate).toBeVisible();
  await expect(gate).toContainText(`${patient.name} has no recording & AI consent on file.`);
  await expect(phase(page)).toHaveText('No recording consent on file');
  await expect(recorder(page).getByRole('button', { name: 'Record', exact: true })).toHaveCount(0);
  const refused = await api(
    page,
    'POST',
    `/encounters/${encodeURIComponent(encounterId)}/recordings`,
    {
      mimeType: 'audio/webm;codecs=opus',
    },
  );
  expect(refused.status(), 'the server opens no recording without consent').toBe(409);
  expect(await refused.json()).toMatchObject({ code: 'consent-required' });
  await expectNoSeriousAxeViolationsAtTop(page, 'the speech page without recording consent');

  // The patient agrees: their consent is recorded on the spot.
  await gate
    .getByRole('textbox', { name: 'Note (optional)' })
    .fill('Verbal consent at the start of the session.');
  await gate.getByRole('button', { name: "Record the patient's consent" }).click();
  await expect(gate).toHaveCount(0);
  await expect(phase(page)).toHaveText('Ready to record');

  // Record: the fake microphone plays the spoken WAV, and chunks reach the server as it goes.
  const firstChunk = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/recordings\/[^/]+\/chunks\/0$/.test(r.url()),
  );
  const recordingStartedAt = Date.now();
  await recorder(page).getByRole('button', { name: 'Record', exact: true }).click();
  await expect(phase(page)).toHaveText('Recording');
  await expect(recordingOn(page)).toBeVisible();
  const meter = recorder(page).getByRole('meter', { name: 'Microphone level' });
  await expect
    .poll(async () => Number(await meter.getAttribute('aria-valuenow')), {
      message: 'the microphone hears the spoken WAV',
    })
    .toBeGreaterThan(0);
  expect((await firstChunk).ok(), 'the first chunk was accepted').toBe(true);
  await expectNoSeriousAxeViolationsAtTop(page, 'the speech page while recording');

  // Pause and resume: recording stays on while paused.
  await recorder(page).getByRole('button', { name: 'Pause' }).click();
  await expect(phase(page)).toHaveText('Paused');
  await expect(
    recorder(page).getByText('Paused: the recording stays on until you stop it.'),
  ).toBeVisible();
  await expect(recordingOn(page)).toBeVisible();
  await recorder(page).getByRole('button', { name: 'Resume' }).click();
  await expect(phase(page)).toHaveText('Recording');

  // A long session with no keyboard or mouse: past watcher 1 (15 min) and past the warning and
  // the logout of watcher 2 (28 / 30 min). A recording holds the session: nobody is signed out.
  await letTimePass(page, 16);
  await expect(elapsed(page)).toHaveText(/^1[6-9]:\d{2}$/);
  await expect(page).toHaveURL(new RegExp(`${SPEECH_PAGE}\\?session=`));
  await expect(sessionModal(page)).toHaveCount(0);
  await expect(phase(page)).toHaveText('Recording');
  await letTimePass(page, 15);
  await expect.poll(() => minutesShown(page)).toBeGreaterThanOrEqual(31);
  await expect(page).toHaveURL(new RegExp(`${SPEECH_PAGE}\\?session=`));
  await expect(sessionModal(page)).toHaveCount(0);
  await expect(phase(page)).toHaveText('Recording');
  await expect(recordingOn(page)).toBeVisible();

  // More audio after the jumps (the recorder's chunks run on real time), then Stop.
  await page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/recordings\/[^/]+\/chunks\/[1-9]\d*$/.test(r.url()),
  );
  await recorder(page).getByRole('button', { name: 'Stop' }).click();
  const realSecondsRecorded = (Date.now() - recordingStartedAt) / 1000;
  await expect(phase(page)).toHaveText('Transcribed', { timeout: 30_000 });
  await expect(recordingOn(page)).toHaveCount(0);
  // Still signed in after the stop: the idle watchers count again from the stop, not from the start.
  await expect(page).toHaveURL(new RegExp(`${SPEECH_PAGE}\\?session=`));

  // The stub got one transcription request with the whole recording, in the real wire format.
  expect(stub.calls.map((call) => call.status)).toEqual([200]);
  const [call] = stub.calls;
  expect(call!.path).toBe('/v1/audio/transcriptions');
  expect(call!.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(call!.model).toBe(TRANSCRIPTION_STUB_MODEL);
  expect(call!.responseFormat).toBe('verbose_json');
  expect(call!.language).toBe('en');
  expect(call!.file?.filename).toBe('audio.webm');
  expect(call!.file?.contentType).toBe('audio/webm');
  const audio = call!.file!.bytes;
  expect(audio.subarray(0, 4).toString('hex'), 'a WebM (EBML) file').toBe('1a45dfa3');
  // Opus from the fake microphone: silence is ~0.25 kB a second, the spoken WAV ~16 kB a second.
  expect(
    audio.length / realSecondsRecorded,
    `bytes a second of ${FAKE_MICROPHONE_WAV}`,
  ).toBeGreaterThan(4_000);

  // The transcript, as the service heard it, from the server's recording of it.
  const transcriptRegion = page.getByRole('region', { name: 'Transcript' });
  const transcriptText = transcriptRegion.getByRole('textbox', { name: 'Transcript text' });
  await expect(transcriptText).toHaveValue(HEARD);
  await expect(
    transcriptRegion.getByText(`Transcribed by openai-compatible (${TRANSCRIPTION_STUB_MODEL})`),
  ).toBeVisible();
  const draftLink = transcriptRegion.getByRole('link', {
    name: 'Draft a SOAP note from this transcript',
  });
  const recordingId = new URL(
    (await draftLink.getAttribute('href')) ?? '',
    page.url(),
  ).searchParams.get('recording');
  expect(recordingId, 'the draft link names the recording').toBeTruthy();
  const stored = recordingResponse.parse(
    await (await api(page, 'GET', `/recordings/${encodeURIComponent(recordingId!)}`)).json(),
  ).recording;
  expect(stored.status).toBe('transcribed');
  expect(stored.bytes, 'every chunk the server holds went to the transcription').toBe(audio.length);
  expect(stored.durationMs, 'recorded time counts the 31 minutes').toBeGreaterThan(31 * 60_000);

  // The clinician corrects what was misheard and adds a score; saved, and there after a reload.
  await transcriptText.fill(CORRECTED);
  await transcriptRegion.getByRole('button', { name: 'Save corrections' }).click();
  await expect(transcriptRegion.getByText('Corrections saved.')).toBeVisible();
  await expectNoSeriousAxeViolationsAtTop(page, 'the speech page with a transcript');
  await page.reload();
  await expect(transcriptText).toHaveValue(CORRECTED);
  await expect(transcriptRegion.getByText(/Corrected by Dana Demo/)).toBeVisible();

  // Draft a SOAP note from the corrected transcript with the offline drafter (the clinic default).
  await draftLink.click();
  await expect(page).toHaveURL(
    `${SOAP_AI_PAGE}?session=${encodeURIComponent(encounterId)}&recording=${encodeURIComponent(recordingId!)}`,
  );
  await expect(page.getByRole('radio', { name: /^Transcript of the recording of / })).toBeChecked();
  await expect(page.getByText('Drafter: Rule-based drafter (offline)')).toBeVisible();
  await page.getByRole('button', { name: 'Draft note' }).click();

  // The review: each drafted sentence in its section with the cue that put it there, and the
  // corrected transcript beside them with the sentence's source marked when it is picked.
  await expect(page.getByRole('heading', { level: 2, name: 'Review the draft' })).toBeVisible();
  await expect(
    page.getByText('AI-assisted draft — review before signing; it never signs itself'),
  ).toBeVisible();
  await expect(page.getByText('Drafted by the rule-based drafter (offline).')).toBeVisible();
  const main = page.getByRole('main');
  const section = (name: string) => main.getByRole('region', { name, exact: true });
  const sentence = (name: string, text: string) =>
    section(name).getByRole('button', { name: new RegExp(`^${escapeRegExp(text)}\\s*Cue: `) });
  const drafted: [string, string][] = [
    ['Subjective', 'The client reports feeling anxious before work.'],
    ['Objective', 'We practised slow breathing.'],
    ['Objective', 'Anxiety rated 6 out of 10 today.'],
    ['Plan', 'Next session in one week.'],
  ];
  for (const [name, text] of drafted) await expect(sentence(name, text)).toBeVisible();
  await expect(section('Assessment')).toContainText('Nothing was drafted for this section.');
  await expect(main.getByText(/slow breeding/)).toHaveCount(0);
  const sourceText = section('Source text');
  await expect(sourceText).toContainText('The transcript the draft was made from.');
  await expect(sourceText.getByLabel('Source text')).toHaveText(CORRECTED);
  for (const [name, text] of drafted) {
    await sentence(name, text).click();
    await expect(sentence(name, text)).toHaveAttribute('aria-pressed', 'true');
    await expect(sourceText.locator('mark')).toHaveText(text);
  }
  await expectNoSeriousAxeViolationsAtTop(page, 'the AI draft review');
  await page.getByRole('button', { name: 'Use this draft' }).click();

  // The note editor holds the drafted sections, marked AI-assisted; the clinician edits and signs.
  await expect(page).toHaveURL(DOCUMENTATION_PAGES.soapNote(encounterId));
  await expect(page.getByRole('textbox', { name: 'Subjective' })).toHaveValue(
    'The client reports feeling anxious before work.',
  );
  await expect(page.getByRole('textbox', { name: 'Objective' })).toHaveValue(
    'We practised slow breathing. Anxiety rated 6 out of 10 today.',
  );
  await expect(page.getByRole('textbox', { name: 'Plan', exact: true })).toHaveValue(
    'Next session in one week.',
  );
  await expect(page.getByText('AI-assisted (rule-based drafter)')).toBeVisible();
  const assessment = 'Work-related anticipatory anxiety; responding to paced breathing.';
  await page.getByRole('textbox', { name: 'Assessment' }).fill(assessment);
  await expect(page.getByRole('status').filter({ hasText: SAVED_STATUS })).toBeVisible();

  await page.getByRole('button', { name: 'Sign and lock' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign and lock this note?' });
  await confirm.getByRole('button', { name: 'Sign the note' }).click();
  await expect(confirm).toHaveCount(0);
  const document = page.getByRole('article', { name: 'SOAP note' });
  await expect(
    document.getByText('Signed by Dana Demo, PsyD, licence DEMO-0001 (clinician)'),
  ).toBeVisible();
  await expect(document).toContainText(assessment);
  await expect(document).toContainText(
    'We practised slow breathing. Anxiety rated 6 out of 10 today.',
  );
  await expect(document.getByText('AI-assisted (rule-based drafter)')).toBeVisible();
  await expect(document.getByText(/^Drafted .+ from a transcript$/)).toBeVisible();

  // The control: with no recording running, the same idle minutes do end the session (watcher 1
  // at 15 minutes since the click that signed the note), so it was the recording that held it.
  await letTimePass(page, 14.5);
  await expect(page).toHaveURL(DOCUMENTATION_PAGES.soapNote(encounterId));
  await expect
    .poll(tokenMsLeft(page), {
      message: 'no refresh is in flight in the last step',
      timeout: 30_000,
    })
    .toBeGreaterThan(65_000);
  await page.clock.fastForward('00:35');
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await expect(page.getByText('You were signed out after a period of inactivity.')).toBeVisible();
});
