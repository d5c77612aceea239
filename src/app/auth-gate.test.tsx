import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAuth } from '../routes/session/page-test-kit';
import { preloadFirstPage, SIGN_IN_PAGE } from '../routes/route-modules';

afterEach(() => vi.restoreAllMocks());

describe('the gate of auth start', () => {
  it('keeps the progress bar until the first page has arrived, so no Suspense fallback holds it back', async () => {
    let arrives = () => {};
    vi.spyOn(SIGN_IN_PAGE, 'preload').mockReturnValue(
      new Promise<void>((resolve) => (arrives = resolve)),
    );
    let loaded: Promise<void> = Promise.resolve();
    act(() => {
      loaded = preloadFirstPage('/login', false);
    });
    renderWithAuth('/login', <p>The sign-in page</p>);
    // Auth start has ended (signed out) by now; only the page's module is missing.
    await act(async () => {});
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByText('The sign-in page')).not.toBeInTheDocument();
    await act(async () => {
      arrives();
      await loaded;
    });
    expect(screen.getByText('The sign-in page')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the page as soon as auth start ends where nothing was loaded ahead', async () => {
    renderWithAuth('/signup', <p>The sign-up page</p>);
    expect(await screen.findByText('The sign-up page')).toBeInTheDocument();
  });
});
