import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIN_CONTENT_ID } from '../shell/skip-link';
import { AuthLink } from './auth-link';
import { renderAuth } from './auth-test-render';

const DAY = '/app/panels/hospital/practitionerdashboard';
const CHART = '/app/panels/hospital/patientdashboard?id=patient-1';

/** The link inside the main content, focused as a click leaves it; what had focus as it navigated. */
function clickInMain(href: string, click: Parameters<typeof fireEvent.click>[1] = {}) {
  let focusedAsItLeft: Element | null = null;
  const onNavigate = vi.fn(() => {
    focusedAsItLeft = document.activeElement;
  });
  renderAuth(
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <AuthLink href={href} onNavigate={onNavigate}>
        Ada Lovelace
      </AuthLink>
    </main>,
  );
  const link = screen.getByRole('link', { name: 'Ada Lovelace' });
  link.focus();
  fireEvent.click(link, click);
  return { link, onNavigate, focusedAsItLeft: () => focusedAsItLeft };
}

describe('AuthLink', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('hands focus to the main content before it leads to another page', () => {
    window.history.replaceState(null, '', DAY);
    const { onNavigate, focusedAsItLeft } = clickInMain(CHART);
    expect(onNavigate).toHaveBeenCalledWith(CHART);
    expect(focusedAsItLeft()).toBe(document.getElementById(MAIN_CONTENT_ID));
  });

  it('keeps focus on a link that stays within the page', () => {
    window.history.replaceState(null, '', '/app/panels/hospital/patientdashboard?id=patient-0');
    const { link, onNavigate, focusedAsItLeft } = clickInMain(CHART);
    expect(onNavigate).toHaveBeenCalledWith(CHART);
    expect(focusedAsItLeft()).toBe(link);
  });

  it('leaves a click with a modifier key to the browser, focus where it was', () => {
    window.history.replaceState(null, '', DAY);
    const { link, onNavigate } = clickInMain(CHART, { ctrlKey: true });
    expect(onNavigate).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(link);
  });
});
