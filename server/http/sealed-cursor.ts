import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A list's cursor as the client sees it: the server's own keyset position (which may hold a
 * patient's folded name) sealed with AES-256-GCM under a key derived from the signing key, so it
 * says nothing to a proxy, a log or the browser's history, and cannot be forged. `purpose` is
 * bound in (a cursor of one list is no cursor of another). Anything that does not open is null:
 * the caller starts from the first page.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function sealCursor(key: Buffer, purpose: string, value: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

export function openCursor(key: Buffer, purpose: string, text: string | undefined): unknown {
  if (!text) return null;
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
