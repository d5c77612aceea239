import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { AfterFirstScreen } from './after-first-screen';

/** Notes, as its commit lands, which texts the document holds. */
function CommitProbe({ seen }: { seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(document.body.textContent ?? '');
  }, [seen]);
  return null;
}

describe('AfterFirstScreen', () => {
  it('leaves its children out of the first commit and renders them in the next', () => {
    const seen: string[] = [];
    render(
      <>
        <h1>First screen</h1>
        <CommitProbe seen={seen} />
        <AfterFirstScreen>
          <p>Further down</p>
        </AfterFirstScreen>
      </>,
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain('First screen');
    expect(seen[0]).not.toContain('Further down');
    expect(screen.getByText('Further down')).toBeInTheDocument();
  });

  it('keeps its children once shown when the page renders again', () => {
    const { rerender } = render(
      <AfterFirstScreen>
        <p>Further down</p>
      </AfterFirstScreen>,
    );
    rerender(
      <AfterFirstScreen>
        <p>Further down, updated</p>
      </AfterFirstScreen>,
    );
    expect(screen.getByText('Further down, updated')).toBeInTheDocument();
  });
});
