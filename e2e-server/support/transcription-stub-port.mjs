// Where the server e2e's transcription stub listens (loopback, fixed port): serve.mjs points
// `npm start` at it, and the speech spec starts the stub there (transcription-stub.ts). Plain ESM,
// as serve.mjs runs in plain node. Nothing listens there unless a spec started the stub: no other
// spec finishes a recording, so none asks the server for a transcription.
export const TRANSCRIPTION_STUB_PORT = 4323;

/** The model name the server sends (the stub refuses any other, as a real server would 404). */
export const TRANSCRIPTION_STUB_MODEL = 'whisper-e2e';

/** The server's environment for the stub; a short time limit, so a broken stub fails fast. */
export const TRANSCRIPTION_STUB_ENV = {
  PRAXIS_TRANSCRIPTION_BASE_URL: `http://127.0.0.1:${TRANSCRIPTION_STUB_PORT}`,
  PRAXIS_TRANSCRIPTION_MODEL: TRANSCRIPTION_STUB_MODEL,
  PRAXIS_TRANSCRIPTION_TIMEOUT_MS: '20000',
};
