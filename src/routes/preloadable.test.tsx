import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as i18n from '../i18n/i18n';
import { preloadable } from './preloadable';

const Page = () => <h1>The page</h1>;

/** A module load the test resolves or rejects when it chooses. */
function deferredLoad() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | null = null;
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof Page }>((resolve, reject) => {
        settle = { resolve: () => resolve({ default: Page }), reject };
      }),
  );
  return { load, settle: () => settle! };
}

function renderIn(Component: React.ComponentType) {
  return render(
    <Suspense fallback={<p>Loading…</p>}>
      <Component />
    </Suspense>,
  );
}

describe('a page whose module can be loaded before the router renders it', () => {
  it('renders at once, with no fallback, when its module arrived before the first render', async () => {
    const { load, settle } = deferredLoad();
    const page = preloadable(load);
    const preloaded = page.preload();
    settle().resolve();
    await preloaded;
    renderIn(page.Component);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('counts as arrived only once the language in use has the messages its module registered', async () => {
    let translationsIn = () => {};
    const translated = vi
      .spyOn(i18n, 'translated')
      .mockReturnValue(new Promise<void>((resolve) => (translationsIn = resolve)));
    const { load, settle } = deferredLoad();
    const page = preloadable(load);
    void page.preload();
    renderIn(page.Component);
    await act(async () => settle().resolve());
    expect(translated).toHaveBeenCalledOnce();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => translationsIn());
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    translated.mockRestore();
  });

  it('suspends on the same load when it renders before its module has arrived', async () => {
    const { load, settle } = deferredLoad();
    const page = preloadable(load);
    void page.preload();
    renderIn(page.Component);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => settle().resolve());
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads its module once however often it is preloaded', async () => {
    const { load, settle } = deferredLoad();
    const page = preloadable(load);
    const first = page.preload();
    const second = page.preload();
    settle().resolve();
    await Promise.all([first, second]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again when it renders after a preload failed, and never rejects the preload', async () => {
    const { load, settle } = deferredLoad();
    const page = preloadable(load);
    const failed = page.preload();
    settle().reject(new Error('offline'));
    await expect(failed).resolves.toBeUndefined();
    renderIn(page.Component);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => settle().resolve());
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });
});
