import { describe, expect, it } from 'vitest';
import { textProblem } from './text-limits';

const limits = { min: 3, max: 10 };

describe('a free-text answer held to its limits', () => {
  it('is required when empty or only spaces', () => {
    expect(textProblem('', limits)).toBe('required');
    expect(textProblem('  \n ', limits)).toBe('required');
  });

  it('is too short under the minimum, counting what is left once trimmed', () => {
    expect(textProblem('  ab  ', limits)).toBe('tooShort');
    expect(textProblem('abc', limits)).toBeNull();
  });

  it('is too long over the maximum, surrounding spaces not counted', () => {
    expect(textProblem('a'.repeat(11), limits)).toBe('tooLong');
    expect(textProblem(`  ${'a'.repeat(10)}  `, limits)).toBeNull();
  });
});
