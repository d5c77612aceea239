import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The embedded outbox of the e2e server (serve.mjs keeps it in E2E_DATA_DIR). */
function outboxDir(): string {
  const root = process.env.E2E_DATA_DIR;
  if (!root) throw new Error('E2E_DATA_DIR is not set: run with playwright.server.config.ts');
  return join(root, 'outbox');
}

/** The .eml files in the outbox, oldest first (their names start with the time they were sent). */
function mails(): string[] {
  try {
    return readdirSync(outboxDir())
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
}

/** Undoes quoted-printable: soft line breaks (`=` at a line's end) and `=XX` escapes. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The newest message to `to` in the outbox, decoded, waiting (by polling, as Playwright's
 * auto-waiting does) for the server to write it.
 */
export async function newestMailTo(to: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const newest = mails()
          .reverse()
          .map((name) => readFileSync(join(outboxDir(), name), 'utf8'))
          .find((raw) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw));
        found = newest ? decodeQuotedPrintable(newest) : '';
        return found !== '';
      },
      { message: `a mail to ${to} in the outbox` },
    )
    .toBe(true);
  return found;
}

/** The invitation link in a decoded mail (its token rides in the fragment). */
export function invitationLinkIn(mail: string): string {
  const link = /https?:\/\/\S+\/auth\/accept-invitation#token=[^\s"<>]+/.exec(mail)?.[0];
  expect(link, 'the mail carries the invitation link').toBeTruthy();
  return link!;
}
