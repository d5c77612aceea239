/** Types of `transcription-stub-port.mjs` for the specs. */
export const TRANSCRIPTION_STUB_PORT: number;
export const TRANSCRIPTION_STUB_MODEL: string;
export const TRANSCRIPTION_STUB_ENV: {
  PRAXIS_TRANSCRIPTION_BASE_URL: string;
  PRAXIS_TRANSCRIPTION_MODEL: string;
  PRAXIS_TRANSCRIPTION_TIMEOUT_MS: string;
};
