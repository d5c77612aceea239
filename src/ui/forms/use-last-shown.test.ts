import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLastShown } from './use-last-shown';

describe('what a closing dialog keeps showing', () => {
  it('is the value while there is one, then the last one it had', () => {
    const { result, rerender } = renderHook(({ value }) => useLastShown(value, 'cancel'), {
      initialProps: { value: null as string | null },
    });
    expect(result.current).toBe('cancel');
    rerender({ value: 'no-show' });
    expect(result.current).toBe('no-show');
    rerender({ value: null });
    expect(result.current).toBe('no-show');
  });
});
