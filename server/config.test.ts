import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT, loadConfig } from './config.ts';

describe('the port the server listens on', () => {
  it('is 4173 when PORT is not set', () => {
    expect(DEFAULT_PORT).toBe(4173);
    expect(loadConfig({}).port).toBe(4173);
    expect(loadConfig({ PORT: ' ' }).port).toBe(4173);
  });

  it('is the one PORT names', () => {
    expect(loadConfig({ PORT: '8080' }).port).toBe(8080);
  });

  it('is any free port when PORT is 0, so servers started side by side do not collide', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
  });

  it.each(['http', '-1', '80.5', '65536'])('stops the start naming PORT when it is %j', (value) => {
    expect(() => loadConfig({ PORT: value })).toThrow(
      `PORT must be a port number from 0 (any free port) to 65535, not "${value}".`,
    );
  });
});
