import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Chromium's fake microphone for the speech spec: the browser is launched with these flags (the
 * `speech` project of playwright.server.config.ts), so getUserMedia is granted without a prompt
 * and its microphone plays this WAV, looped. Chromium opens the file when a capture starts, not
 * at launch, so the spec writes it (speakIntoFakeMicrophone) before it records.
 */
export const FAKE_MICROPHONE_WAV = fileURLToPath(
  new URL('../../test-results/fake-microphone/session.wav', import.meta.url),
);

export function fakeMicrophoneArgs(wav = FAKE_MICROPHONE_WAV): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wav}`,
  ];
}

/**
 * Speaks `text` with espeak-ng (`.ci/run` installs it) into the fake microphone's WAV: 16-bit
 * PCM, mono, 22 050 Hz. Answers the WAV's size in bytes.
 */
export function speakIntoFakeMicrophone(text: string, wav = FAKE_MICROPHONE_WAV): number {
  mkdirSync(dirname(wav), { recursive: true });
  rmSync(wav, { force: true });
  try {
    execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', wav, text], { stdio: 'pipe' });
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new Error(
      missing
        ? 'espeak-ng is not installed (apt-get install espeak-ng; .ci/run installs it).'
        : `espeak-ng failed: ${String((error as { stderr?: Buffer }).stderr ?? error)}`,
      { cause: error },
    );
  }
  const bytes = readFileSync(wav);
  if (
    bytes.subarray(0, 4).toString('latin1') !== 'RIFF' ||
    bytes.subarray(8, 12).toString('latin1') !== 'WAVE'
  ) {
    throw new Error(`espeak-ng did not write a WAV file at ${wav}`);
  }
  return bytes.length;
}
