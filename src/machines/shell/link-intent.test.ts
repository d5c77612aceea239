import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLinkIntent, HOVER_INTENT_MS, intentTargetOf } from './link-intent';

describe('intentTargetOf', () => {
  it('reads the patient of a chart link', () => {
    expect(intentTargetOf('/app/panels/hospital/patientdashboard?id=p%201')).toEqual({
      page: 'patientdashboard',
      patientId: 'p 1',
    });
  });

  it('reads the session of a session link', () => {
    expect(intentTargetOf('/app/panels/hospital/patientviewsession?id=e1')).toEqual({
      page: 'patientviewsession',
      encounterId: 'e1',
    });
  });

  it('ignores other pages, links without an id and other origins', () => {
    expect(intentTargetOf('/app/panels/hospital/patient')).toBeNull();
    expect(intentTargetOf('/app/panels/hospital/patientdashboard?id=%20')).toBeNull();
    expect(intentTargetOf('/app/panels/hospital/patientviewsession?patientId=p1')).toBeNull();
    expect(
      intentTargetOf('https://example.org/app/panels/hospital/patientdashboard?id=p1'),
    ).toBeNull();
  });
});

describe('createLinkIntent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const chart = '/app/panels/hospital/patientdashboard?id=p1';

  it('counts a pointer that rests on a link once it has rested long enough', () => {
    const onIntent = vi.fn();
    const intent = createLinkIntent(onIntent);
    intent.pointerEnter(chart);
    vi.advanceTimersByTime(HOVER_INTENT_MS - 1);
    expect(onIntent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIntent).toHaveBeenCalledExactlyOnceWith(chart);
  });

  it('does not count a pointer that passes over a link', () => {
    const onIntent = vi.fn();
    const intent = createLinkIntent(onIntent);
    intent.pointerEnter(chart);
    vi.advanceTimersByTime(HOVER_INTENT_MS / 2);
    intent.pointerLeave(chart);
    vi.advanceTimersByTime(HOVER_INTENT_MS * 2);
    expect(onIntent).not.toHaveBeenCalled();
  });

  it('counts a focused link at once, and only once if the pointer was resting on it', () => {
    const onIntent = vi.fn();
    const intent = createLinkIntent(onIntent);
    intent.pointerEnter(chart);
    intent.focus(chart);
    expect(onIntent).toHaveBeenCalledExactlyOnceWith(chart);
    vi.advanceTimersByTime(HOVER_INTENT_MS * 2);
    expect(onIntent).toHaveBeenCalledOnce();
  });

  it('drops every pending intent when cancelled', () => {
    const onIntent = vi.fn();
    const intent = createLinkIntent(onIntent);
    intent.pointerEnter(chart);
    intent.pointerEnter('/app/panels/hospital/patientviewsession?id=e1');
    intent.cancelAll();
    vi.advanceTimersByTime(HOVER_INTENT_MS * 2);
    expect(onIntent).not.toHaveBeenCalled();
  });
});
