import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('chunk failed');
}

describe('ErrorBoundary', () => {
  it('shows the fallback instead of a page that throws, and reports the error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    render(
      <ErrorBoundary resetKey="a" fallback={<p>failed</p>} onError={onError}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('failed')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'chunk failed' }),
      expect.anything(),
    );
  });

  it('shows the next page again once the reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ErrorBoundary resetKey="a" fallback={<p>failed</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary resetKey="b" fallback={<p>failed</p>}>
        <p>next page</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('next page')).toBeInTheDocument();
  });
});
