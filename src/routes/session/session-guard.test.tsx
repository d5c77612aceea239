import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION } from '../../../common/constants/session-timing';
import { SESSION_KEYS } from '../../config/constants';
import {
  renderWithAppEffects as renderAt,
  renderWithAuth,
  settleAuthStart,
  storeLiveTokenSet,
} from './page-test-kit';
import { createPendingDrafts } from '../../platform/drafts/pending-drafts';
import { SessionGuard } from './session-guard';

const PATIENT = '/app/panels/hospital/patient';
const protectedPage = (
  <SessionGuard>
    <h1>Patients</h1>
  </SessionGuard>
);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('the session guard', () => {
  it('shows the progress bar, never the page, while a signed-out user waits out the delay', async () => {
    const { location } = renderAt(PATIENT, protectedPage);
    await settleAuthStart();
    await act(() => vi.advanceTimersByTimeAsync(SESSION.guardDelayMs - 1));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Patients' })).not.toBeInTheDocument();
    expect(location.history).toEqual([PATIENT]);
  });

  it('after 500 ms clears storage and sends the user to /login, remembering the page', async () => {
    sessionStorage.setItem(SESSION_KEYS.accessToken, 'left-over');
    const { location } = renderAt(`${PATIENT}?tab=notes`, protectedPage);
    await settleAuthStart();
    await act(() => vi.advanceTimersByTimeAsync(SESSION.guardDelayMs - 1));
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBe('left-over');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
    expect(location.history.at(-1)).toBe(
      '/login?returnTo=%2Fapp%2Fpanels%2Fhospital%2Fpatient%3Ftab%3Dnotes',
    );
  });

  it('lets the user leave for a public page inside the delay without being sent to /login', async () => {
    sessionStorage.setItem(SESSION_KEYS.accessToken, 'left-over');
    const { location, rerender } = renderAt(PATIENT, protectedPage);
    await settleAuthStart();
    await act(() => vi.advanceTimersByTimeAsync(SESSION.guardDelayMs - 100));
    rerender(<h1>Reset password</h1>);
    await act(() => vi.advanceTimersByTimeAsync(SESSION.guardDelayMs * 4));
    expect(location.history).toEqual([PATIENT]);
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBe('left-over');
  });

  it('shows the page to a signed-in user with the session tokens, and never redirects', async () => {
    storeLiveTokenSet();
    const { location } = renderAt(PATIENT, protectedPage);
    await settleAuthStart();
    expect(screen.getByRole('heading', { name: 'Patients' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SESSION.guardDelayMs * 4));
    expect(location.history).toEqual([PATIENT]);
  });

  it('sends a signed-in user whose id token is gone from storage to /login at the next check', async () => {
    storeLiveTokenSet();
    const { location } = renderAt(PATIENT, protectedPage);
    await settleAuthStart();
    sessionStorage.removeItem(SESSION_KEYS.idToken);
    await act(() => vi.advanceTimersByTimeAsync(SESSION.checkIntervalMs));
    expect(screen.queryByRole('heading', { name: 'Patients' })).not.toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/login?returnTo=%2Fapp%2Fpanels%2Fhospital%2Fpatient');
  });

  it('keeps the page (and its editor) while the ending session saves a draft, for the bounded wait only', async () => {
    const drafts = createPendingDrafts();
    drafts.register({ hasPending: () => true, flush: () => new Promise<void>(() => {}) });
    storeLiveTokenSet();
    const { location } = renderAt(PATIENT, protectedPage, { drafts });
    await settleAuthStart();
    sessionStorage.removeItem(SESSION_KEYS.idToken);
    await act(() => vi.advanceTimersByTimeAsync(SESSION.checkIntervalMs));
    expect(screen.getByRole('heading', { name: 'Patients' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SESSION.draftFlushLimitMs));
    expect(screen.queryByRole('heading', { name: 'Patients' })).not.toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/login?returnTo=%2Fapp%2Fpanels%2Fhospital%2Fpatient');
  });

  it('sends a signed-in portal patient from a clinic page to the patient’s area, never showing it', async () => {
    const { location } = renderWithAuth(PATIENT, protectedPage, {
      signedIn: true,
      patientId: 'p7',
    });
    await settleAuthStart();
    expect(screen.queryByRole('heading', { name: 'Patients' })).not.toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/portal');
  });

  it('sends a signed-in member from the patient’s area to their home', async () => {
    const { location } = renderWithAuth('/portal', portalPage, {
      signedIn: true,
      roles: ['clinician'],
    });
    await settleAuthStart();
    expect(screen.queryByRole('heading', { name: 'Your area' })).not.toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/app/panels/hospital/practitionerdashboard');
  });

  it('shows the patient’s area to a signed-in portal patient, and stays', async () => {
    const { location } = renderWithAuth('/portal', portalPage, { signedIn: true, patientId: 'p7' });
    await settleAuthStart();
    expect(screen.getByRole('heading', { name: 'Your area' })).toBeInTheDocument();
    expect(location.history).toEqual(['/portal']);
  });
});

const portalPage = (
  <SessionGuard area="portal">
    <h1>Your area</h1>
  </SessionGuard>
);
