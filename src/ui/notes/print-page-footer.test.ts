import { describe, expect, it } from 'vitest';
import { cssString, pageCounterContent, printPageRule } from './print-page-footer';

describe('the printed note’s page footer', () => {
  it('writes "Page {{page}} of {{pages}}" as strings around the page counters', () => {
    expect(pageCounterContent('Page {{page}} of {{pages}}')).toBe(
      '"Page " counter(page) " of " counter(pages)',
    );
  });

  it('keeps a translation’s own order and text, even with no text before the counter', () => {
    expect(pageCounterContent('第 {{page}} 页，共 {{pages}} 页')).toBe(
      '"第 " counter(page) " 页，共 " counter(pages) " 页"',
    );
    expect(pageCounterContent('{{page}}/{{pages}}')).toBe('counter(page) "/" counter(pages)');
  });

  it('escapes quotes, backslashes and line breaks so a name cannot end the CSS string', () => {
    expect(cssString('Ada "The Countess" \\ Lovelace\nMRN 1')).toBe(
      '"Ada \\"The Countess\\" \\\\ Lovelace MRN 1"',
    );
  });

  it('puts the patient at the bottom start and the page number at the bottom end', () => {
    const rule = printPageRule({
      patient: 'Grace Hopper · MRN 000002',
      pageOf: 'Page {{page}} of {{pages}}',
    });
    expect(rule).toContain('@bottom-left { content: "Grace Hopper · MRN 000002";');
    expect(rule).toContain('@bottom-right { content: "Page " counter(page) " of " counter(pages);');
  });
});
