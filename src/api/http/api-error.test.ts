import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../config/constants';
import { ApiError, detailOfError, statusOfError } from './api-error';

describe('what a failed call tells a page', () => {
  it('gives the status the server answered with, and none for a failure that is not an answer', () => {
    expect(statusOfError(new ApiError(404, { message: 'No such patient' }))).toBe(404);
    expect(statusOfError(new ApiError(0, undefined))).toBe(0);
    expect(statusOfError(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(statusOfError('404')).toBeUndefined();
  });

  it('gives the server’s reason as it sent it, else the “Wrong Services” text, else the error itself', () => {
    expect(detailOfError(new ApiError(409, { message: 'Already on the list' }))).toBe(
      'Already on the list',
    );
    expect(detailOfError(new ApiError(500, undefined))).toBe(ERRORS.wrongServices);
    expect(detailOfError(new Error('offline'))).toBe('offline');
    expect(detailOfError('plain')).toBe('plain');
  });
});
