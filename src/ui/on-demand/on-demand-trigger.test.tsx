import { act, fireEvent, render, screen } from '@testing-library/react';
import { forwardRef, type ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFailures, onDemand } from './on-demand';
import { OnDemandTrigger } from './on-demand-trigger';
import { useLoadFailed } from './use-on-demand';

/** A stand-in for a menu module: its trigger says whether it started open. */
const RealMenu = forwardRef<HTMLButtonElement, { defaultOpen: boolean }>(function RealMenu(
  { defaultOpen },
  ref,
) {
  return (
    <button ref={ref} type="button" data-open={String(defaultOpen)}>
      Language (real)
    </button>
  );
});
const menuModule = { RealMenu };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function FailureNotice() {
  return useLoadFailed() ? <p role="alert">could not be loaded</p> : null;
}

function renderTrigger(importer: () => Promise<typeof menuModule>) {
  const source = onDemand(importer);
  render(
    <>
      <OnDemandTrigger
        source={source}
        placeholder={(intent: ComponentProps<'button'>) => (
          <button type="button" aria-haspopup="menu" {...intent}>
            Language
          </button>
        )}
      >
        {(module, { openAtOnce }) => <module.RealMenu defaultOpen={openAtOnce} />}
      </OnDemandTrigger>
      <FailureNotice />
    </>,
  );
  return source;
}

const flush = () => act(async () => undefined);

describe('OnDemandTrigger', () => {
  afterEach(() => loadFailures.clear());

  it('draws the stand-in and fetches nothing while nobody reaches for it', () => {
    const importer = vi.fn(async () => menuModule);
    renderTrigger(importer);
    expect(screen.getByRole('button', { name: 'Language' })).toBeInTheDocument();
    expect(importer).not.toHaveBeenCalled();
  });

  it('fetches on a pointer over the stand-in and swaps in the real control, closed', async () => {
    const importer = vi.fn(async () => menuModule);
    renderTrigger(importer);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Language' }));
    await flush();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Language (real)' })).toHaveAttribute(
      'data-open',
      'false',
    );
  });

  it('hands the focus to the real trigger when the stand-in had it', async () => {
    const module = deferred<typeof menuModule>();
    renderTrigger(() => module.promise);
    act(() => screen.getByRole('button', { name: 'Language' }).focus());
    await act(async () => module.resolve(menuModule));
    expect(screen.getByRole('button', { name: 'Language (real)' })).toHaveFocus();
  });

  it('opens the real control at once when the stand-in was pressed before it arrived', async () => {
    const module = deferred<typeof menuModule>();
    renderTrigger(() => module.promise);
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    await act(async () => module.resolve(menuModule));
    expect(screen.getByRole('button', { name: 'Language (real)' })).toHaveAttribute(
      'data-open',
      'true',
    );
  });

  it('keeps the stand-in under a press while the module arrives, and opens the real control when the press ends', async () => {
    const module = deferred<typeof menuModule>();
    renderTrigger(() => module.promise);
    const standIn = screen.getByRole('button', { name: 'Language' });
    fireEvent.pointerEnter(standIn);
    fireEvent.pointerDown(standIn);
    await act(async () => module.resolve(menuModule));
    expect(screen.getByRole('button', { name: 'Language' })).toBe(standIn);
    fireEvent.click(standIn);
    expect(screen.getByRole('button', { name: 'Language (real)' })).toHaveAttribute(
      'data-open',
      'true',
    );
  });

  it('swaps in the closed real control when a press on the stand-in is let go elsewhere', async () => {
    const module = deferred<typeof menuModule>();
    renderTrigger(() => module.promise);
    const standIn = screen.getByRole('button', { name: 'Language' });
    fireEvent.pointerDown(standIn);
    await act(async () => module.resolve(menuModule));
    vi.useFakeTimers();
    fireEvent.pointerUp(document.body);
    act(() => vi.runAllTimers());
    vi.useRealTimers();
    expect(screen.getByRole('button', { name: 'Language (real)' })).toHaveAttribute(
      'data-open',
      'false',
    );
  });

  it('says so when a press cannot load it, and a second press tries again', async () => {
    const importer = vi
      .fn<() => Promise<typeof menuModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(menuModule);
    renderTrigger(importer);
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.getByRole('button', { name: 'Language' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    await flush();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Language (real)' })).toHaveAttribute(
      'data-open',
      'true',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays quiet when a fetch on a mere pointer over fails', async () => {
    const importer = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    renderTrigger(importer);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Language' }));
    await flush();
    expect(importer).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
