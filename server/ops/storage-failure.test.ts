import { describe, expect, it } from 'vitest';
import { storageFailureOf } from './storage-failure.ts';

const withCode = (code: string) => Object.assign(new Error('x'), { code });

describe('what counts as a storage failure', () => {
  it.each([
    ['53100', 'disk full'],
    ['25006', 'read-only storage'],
    ['58030', 'storage I/O error'],
    ['08006', 'database not running'],
    ['ENOSPC', 'disk full'],
    ['EROFS', 'read-only storage'],
    ['EACCES', 'storage not writable'],
    ['EPERM', 'storage not writable'],
  ])('reads %s as %s', (code, failure) => {
    expect(storageFailureOf(withCode(code))).toEqual({ failure, code });
  });

  it('finds one in an error’s cause (a wrapped database error)', () => {
    const wrapped = new Error('insert failed', { cause: withCode('53100') });
    expect(storageFailureOf(wrapped)?.failure).toBe('disk full');
  });

  it('leaves every other error alone: a unique violation, a plain bug', () => {
    expect(storageFailureOf(withCode('23505'))).toBeNull();
    expect(storageFailureOf(new TypeError('undefined is not a function'))).toBeNull();
    expect(storageFailureOf(undefined)).toBeNull();
  });
});
