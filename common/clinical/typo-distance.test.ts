import { describe, expect, it } from 'vitest';
import { correctionsOf, typoDistance, typosAllowed } from './typo-distance';

describe('the distance between a typed word and a word it may mean', () => {
  it('counts an insertion, a deletion, a substitution and a swap of neighbours as one slip each', () => {
    expect(typoDistance('anxiety', 'anxiety')).toBe(0);
    expect(typoDistance('depresion', 'depression')).toBe(1);
    expect(typoDistance('depresssion', 'depression')).toBe(1);
    expect(typoDistance('anxieti', 'anxiety')).toBe(1);
    expect(typoDistance('anxeity', 'anxiety')).toBe(1);
    expect(typoDistance('', 'gad')).toBe(3);
  });

  it('allows no slip in a word under 4 letters, one up to 6 and two beyond', () => {
    expect([3, 4, 6, 7, 12].map(typosAllowed)).toEqual([0, 1, 1, 2, 2]);
  });

  it('corrects to words with the same first letter, whole or still being typed', () => {
    const vocabulary = ['anxiety', 'adjustment', 'panic', 'obsessive'];
    expect(correctionsOf('anxeity', vocabulary)).toEqual(['anxiety']);
    expect(correctionsOf('adjustmnet', vocabulary)).toEqual(['adjustment']);
    expect(correctionsOf('adjsut', vocabulary)).toEqual(['adjustment']);
    expect(correctionsOf('nxiety', vocabulary)).toEqual([]);
    expect(correctionsOf('pan', vocabulary)).toEqual([]);
  });
});
