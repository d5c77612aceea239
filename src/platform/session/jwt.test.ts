import { describe, expect, it } from 'vitest';
import { decodeJwtPayload } from './jwt';

const b64url = (text: string) => btoa(text).replace(/=+$/, '');

describe('decodeJwtPayload', () => {
  it('returns the payload of a header.payload.signature token without verifying it', () => {
    const token = `${b64url('{"alg":"none"}')}.${b64url('{"sub":"u1"}')}.sig`;
    expect(decodeJwtPayload(token)).toEqual({ sub: 'u1' });
  });

  it('rejects a value that is not a string with "Invalid token specified: must be a string"', () => {
    expect(() => decodeJwtPayload(null)).toThrow('Invalid token specified: must be a string');
  });

  it('rejects a token without a payload part', () => {
    expect(() => decodeJwtPayload('only-a-header')).toThrow(
      'Invalid token specified: missing part #2',
    );
  });

  it('rejects a payload that is not base64', () => {
    expect(() => decodeJwtPayload('head.%%%%.sig')).toThrow(
      /Invalid token specified: invalid base64 for part #2/,
    );
  });

  it('rejects a payload that is not JSON', () => {
    expect(() => decodeJwtPayload(`head.${b64url('not json')}.sig`)).toThrow(
      /Invalid token specified: invalid json for part #2/,
    );
  });
});
