import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DRAFTING_TIMEOUT_MS,
  describeDraftingConfig,
  readDraftingConfig,
} from './drafting-config.ts';

describe('the drafting configuration', () => {
  it('is absent without a base URL: the offline drafter is the only provider', () => {
    expect(readDraftingConfig({})).toBeNull();
    expect(readDraftingConfig({ PRAXIS_AI_BASE_URL: '  ', PRAXIS_AI_MODEL: 'm' })).toBeNull();
  });

  it('reads the base URL, model, key and time limit from the environment', () => {
    expect(
      readDraftingConfig({
        PRAXIS_AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
        PRAXIS_AI_MODEL: 'llama3.1:8b',
        PRAXIS_AI_API_KEY: 'sk-secret',
        PRAXIS_AI_TIMEOUT_MS: '20000',
      }),
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434',
      model: 'llama3.1:8b',
      apiKey: 'sk-secret',
      timeoutMs: 20_000,
    });
    expect(
      readDraftingConfig({ PRAXIS_AI_BASE_URL: 'https://ai.example', PRAXIS_AI_MODEL: 'm' }),
    ).toMatchObject({ apiKey: null, timeoutMs: DEFAULT_DRAFTING_TIMEOUT_MS });
  });

  it('refuses a bad URL, a missing model and a bad time limit with a clear message', () => {
    expect(() => readDraftingConfig({ PRAXIS_AI_BASE_URL: 'not a url' })).toThrow(
      'PRAXIS_AI_BASE_URL is not a URL',
    );
    expect(() =>
      readDraftingConfig({ PRAXIS_AI_BASE_URL: 'ftp://host', PRAXIS_AI_MODEL: 'm' }),
    ).toThrow('http or https');
    expect(() =>
      readDraftingConfig({
        PRAXIS_AI_BASE_URL: 'https://user:pw@ai.example',
        PRAXIS_AI_MODEL: 'm',
      }),
    ).toThrow('must not hold a user name or password');
    expect(() => readDraftingConfig({ PRAXIS_AI_BASE_URL: 'http://host' })).toThrow(
      'PRAXIS_AI_MODEL must be set',
    );
    expect(() =>
      readDraftingConfig({
        PRAXIS_AI_BASE_URL: 'http://h',
        PRAXIS_AI_MODEL: 'm',
        PRAXIS_AI_TIMEOUT_MS: '-5',
      }),
    ).toThrow('PRAXIS_AI_TIMEOUT_MS');
  });

  it('describes itself for a log line without the key', () => {
    const config = readDraftingConfig({
      PRAXIS_AI_BASE_URL: 'https://ai.example/v1',
      PRAXIS_AI_MODEL: 'm',
      PRAXIS_AI_API_KEY: 'sk-very-secret',
    });
    const line = describeDraftingConfig(config);
    expect(line).toBe('ai.example model m, key set, timeout 60000 ms');
    expect(line).not.toContain('sk-very-secret');
    expect(describeDraftingConfig(null)).toBe('offline drafter only');
  });
});
