import { readFileSync } from 'node:fs';

/** The version in the repository's package.json: what a backup records as the Praxis that made it. */
export const PRAXIS_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
