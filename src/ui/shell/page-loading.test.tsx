import { act, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_BAR } from '../../config/constants';
import { system } from '../theme/system';
import { PageLoading } from './page-loading';

const now = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

describe('PageLoading', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a labelled progress bar at the minimum as soon as loading starts', () => {
    render(
      <ChakraProvider value={system}>
        <PageLoading />
      </ChakraProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(now()).toBe(Math.round(PROGRESS_BAR.minimum * 100));
  });

  it('moves forward once every 800 ms and not before', () => {
    render(
      <ChakraProvider value={system}>
        <PageLoading />
      </ChakraProvider>,
    );
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.incrementEveryMs - 1));
    expect(now()).toBe(8);
    act(() => vi.advanceTimersByTime(1));
    expect(now()).toBe(18);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.incrementEveryMs));
    expect(now()).toBe(28);
  });

  it('stops short of complete however long loading takes', () => {
    render(
      <ChakraProvider value={system}>
        <PageLoading />
      </ChakraProvider>,
    );
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(now()).toBe(99);
  });
});
