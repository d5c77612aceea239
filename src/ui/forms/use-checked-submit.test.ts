import { act, renderHook } from '@testing-library/react';
import type { SyntheticEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCheckedSubmit } from './use-checked-submit';

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as SyntheticEvent;

function renderForm(initial: { failure: string | undefined; pending: boolean }) {
  const save = vi.fn();
  const refuse = vi.fn();
  const view = renderHook(
    ({ failure, pending }) => useCheckedSubmit(failure, { pending, save, refuse }),
    { initialProps: initial },
  );
  return { ...view, save, refuse };
}

describe('a form checked on submit, then on every change', () => {
  it('shows no error before the first submit, even when the values fail the check', () => {
    const { result } = renderForm({ failure: 'required', pending: false });
    expect(result.current.shown).toBeUndefined();
  });

  it('refuses a failing submit: the error shows, the focus moves, nothing is saved', () => {
    const { result, save, refuse } = renderForm({ failure: 'required', pending: false });
    const event = submitEvent();
    act(() => result.current.submit(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(result.current.shown).toBe('required');
    expect(refuse).toHaveBeenCalledTimes(1);
    expect(save).not.toHaveBeenCalled();
  });

  it('follows every change after the first submit: the error goes when the values pass', () => {
    const { result, rerender } = renderForm({ failure: 'required', pending: false });
    act(() => result.current.submit(submitEvent()));
    rerender({ failure: 'tooLong', pending: false });
    expect(result.current.shown).toBe('tooLong');
    rerender({ failure: undefined, pending: false });
    expect(result.current.shown).toBeUndefined();
  });

  it('saves a passing submit and does nothing while a save is pending', () => {
    const { result, rerender, save, refuse } = renderForm({ failure: undefined, pending: false });
    act(() => result.current.submit(submitEvent()));
    expect(save).toHaveBeenCalledTimes(1);
    rerender({ failure: undefined, pending: true });
    act(() => result.current.submit(submitEvent()));
    expect(save).toHaveBeenCalledTimes(1);
    expect(refuse).not.toHaveBeenCalled();
  });
});
