import { describe, expect, it } from 'vitest';
import { englishTranslator } from '../../i18n/i18n';
import { formatAuthors, listOf, sectionLabel } from './literature-format';

describe('literature formatting', () => {
  it('names the first three authors and adds et al. when more wrote the article', () => {
    const article = { authors: ['Foa EB', 'Yadin E', 'McLean CP', 'Zandberg LJ'], authorCount: 14 };
    expect(formatAuthors(article, englishTranslator)).toBe('Foa EB, Yadin E, McLean CP, et al.');
  });

  it('names every author when there are three or fewer', () => {
    expect(
      formatAuthors({ authors: ['Resick PA', 'Monson CM'], authorCount: 2 }, englishTranslator),
    ).toBe('Resick PA, Monson CM');
  });

  it('adds et al. when the source named fewer authors than the count', () => {
    expect(formatAuthors({ authors: ['Shapiro F'], authorCount: 5 }, englishTranslator)).toBe(
      'Shapiro F, et al.',
    );
  });

  it('says so when no author is listed', () => {
    expect(formatAuthors({ authors: [], authorCount: 0 }, englishTranslator)).toBe(
      'No authors listed',
    );
  });

  it('joins the sources in the reader language', () => {
    expect(listOf('en', ['PubMed', 'Europe PMC'])).toBe('PubMed and Europe PMC');
    expect(listOf('fr', ['PubMed', 'Europe PMC'])).toBe('PubMed et Europe PMC');
  });

  it('writes upper-case section labels in sentence case', () => {
    expect(sectionLabel('BACKGROUND')).toBe('Background');
    expect(sectionLabel('Methods:')).toBe('Methods');
  });
});
