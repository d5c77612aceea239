import { describe, expect, it } from 'vitest';
import { auditEvent } from './audit.contract';
import { profileUpdateRequest, registerRequest } from './account.contract';
import { NUL_MESSAGE, SURROGATE_MESSAGE, recordId, safeText } from './safe-text';

describe('safeText', () => {
  it('accepts any text without a NUL, accents, CJK and emoji included', () => {
    expect(safeText().parse('Zoë 王 🙂\ttab')).toBe('Zoë 王 🙂\ttab');
  });

  it('refuses a NUL anywhere with a message naming the problem', () => {
    const result = safeText().safeParse('Ada\u0000Lovelace');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(NUL_MESSAGE);
  });

  it('guards every name, id and note a request stores', () => {
    const account = { id: '1', email: 'a@b.org', password: 'long enough', lastName: 'L' };
    expect(registerRequest.safeParse({ ...account, firstName: 'A\u0000' }).success).toBe(false);
    expect(profileUpdateRequest.safeParse({ firstName: 'A', lastName: '\u0000' }).success).toBe(
      false,
    );
    const event = { type: 'sign-in', at: new Date(0).toISOString(), userId: 'u', tenantId: 't' };
    expect(auditEvent.safeParse({ ...event, id: 'e\u0000' }).success).toBe(false);
    expect(auditEvent.safeParse({ ...event, id: 'e1' }).success).toBe(true);
  });

  it('refuses a lone UTF-16 surrogate, high or low, anywhere, with a message naming it', () => {
    for (const text of ['A\ud800B', 'A\udc00', '\ud83d']) {
      const result = safeText().safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(SURROGATE_MESSAGE);
    }
  });

  it('accepts a surrogate pair: a character outside the BMP', () => {
    expect(safeText().parse('\ud83d\ude42 \u{1F600}')).toBe('🙂 😀');
  });
});

describe('recordId', () => {
  it('takes 1 to 64 characters of safe text and refuses a NUL, a lone surrogate or nothing', () => {
    expect(recordId().safeParse('9f1c2d3e-aaaa-bbbb-cccc-000000000001').success).toBe(true);
    for (const bad of ['', 'x'.repeat(65), 'ab\u0000cd', 'ab\ud800']) {
      expect(recordId().safeParse(bad).success).toBe(false);
    }
  });
});
