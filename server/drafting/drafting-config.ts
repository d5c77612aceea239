/**
 * The external drafting model's configuration, read from the environment (merged into
 * server/config.ts later). Without `PRAXIS_AI_BASE_URL` there is no external model and the offline
 * drafter is the only provider. The API key is kept out of every log line and error message.
 */
export interface DraftingConfig {
  /** The server's origin, without `/v1` (`http://127.0.0.1:11434` for Ollama). */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer …` only when set (local servers need none). */
  apiKey: string | null;
  /** How long a draft may take, streaming included, before the offline draft is used. */
  timeoutMs: number;
}

export const DEFAULT_DRAFTING_TIMEOUT_MS = 60_000;

export class DraftingConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DraftingConfigError';
  }
}

const nonEmpty = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The configuration, or null when no external model is configured. */
export function readDraftingConfig(env: NodeJS.ProcessEnv = process.env): DraftingConfig | null {
  const base = nonEmpty(env.PRAXIS_AI_BASE_URL);
  if (base === null) return null;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new DraftingConfigError(
      'PRAXIS_AI_BASE_URL is not a URL (example: http://127.0.0.1:11434).',
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new DraftingConfigError('PRAXIS_AI_BASE_URL must be an http or https URL.');
  }
  if (url.username !== '' || url.password !== '') {
    throw new DraftingConfigError(
      'PRAXIS_AI_BASE_URL must not hold a user name or password: set PRAXIS_AI_API_KEY instead.',
    );
  }
  const model = nonEmpty(env.PRAXIS_AI_MODEL);
  if (model === null) {
    throw new DraftingConfigError('PRAXIS_AI_MODEL must be set when PRAXIS_AI_BASE_URL is.');
  }
  const timeoutText = nonEmpty(env.PRAXIS_AI_TIMEOUT_MS);
  const timeoutMs = timeoutText === null ? DEFAULT_DRAFTING_TIMEOUT_MS : Number(timeoutText);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new DraftingConfigError('PRAXIS_AI_TIMEOUT_MS must be a whole number of milliseconds.');
  }
  return {
    // `{baseUrl}/v1/chat/completions` is called: a base URL given with `/v1` is accepted too.
    baseUrl: base.replace(/\/+$/, '').replace(/\/v1$/, ''),
    model,
    apiKey: nonEmpty(env.PRAXIS_AI_API_KEY),
    timeoutMs,
  };
}

/** The configuration as it may be logged: the key is only said to be there or not. */
export function describeDraftingConfig(config: DraftingConfig | null): string {
  if (config === null) return 'offline drafter only';
  const origin = new URL(config.baseUrl).host;
  return `${origin} model ${config.model}, key ${config.apiKey ? 'set' : 'not set'}, timeout ${config.timeoutMs} ms`;
}
